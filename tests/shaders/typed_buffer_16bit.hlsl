// ARGS: -T cs_6_2 -enable-16bit-types
// Typed buffers of true 16-bit elements: the image still holds 32-bit
// scalars (SPIR-V images sample 32-bit types), so reads convert down
// (OpFConvert / OpUConvert / OpSConvert) and writes convert up; the format is
// Unknown, as a 16-bit view is no R32 format.
Buffer<half4> In : register(t0);
Buffer<uint16_t2> Pairs : register(t1);
RWBuffer<half2> Out : register(u2);
RWBuffer<int16_t> Small : register(u3);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    half4 v = In[id.x];
    uint16_t2 p = Pairs.Load(id.x);
    Out[id.x] = v.xy * (half)p.x;
    Small[id.x] += (int16_t)p.y;
}
