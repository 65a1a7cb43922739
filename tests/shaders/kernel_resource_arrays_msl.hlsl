// Arrays of typed buffers and storage textures in a compute shader: on MSL
// they are array<texture_buffer<...>, N> and array<texture2d<...>, N> kernel
// arguments (MSL 2.4 spec 2.11), indexed at run time.
RWBuffer<uint> Counts[2] : register(u0);
RWTexture2D<float4> Images[2] : register(u2);
Buffer<float> Weights[3] : register(t4);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint which = id.x & 1;
    float w = Weights[id.x % 3][id.x];
    Counts[which][id.x] = (uint)w + id.x;
    Images[which][id.xy] = float4(w, 0, 0, 1);
}
