// TextureBuffer<T> and tbuffer: read-only storage buffers with the tbuffer layout
// (std430 on Vulkan, as DXC), reported as STORAGE_BUFFER / read-only-storage.
struct S { float2 a; uint3 b; float4x4 m; };
tbuffer TB : register(t1) { float4 TV; uint TU; }
TextureBuffer<S> TS : register(t2);
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    S s = TS;
    Out[id.x] = TV + TU + float4(TS.a, TS.b.yz) + mul(s.m, TV);
}
