// MSL: PRISM5520 Metal takes arrays of buffers only in argument buffers
// MSL: PRISM5401 nor arrayLength of one of them
// Arrays of resources on WebGPU, which has no arrays of bindings: each
// element of an array of at most 16 is a binding of its own (consecutive
// from the array's binding, or the first free run above it), a constant
// index names the element, and a run-time index is a switch around the
// load, store, atomic, arrayLength or texture call (wgsl_resource_arrays.c).
// Every kind: structured, byte-address and typed buffers, ConstantBuffer<T>,
// textures and samplers, an array in a resource struct; an unbounded array
// indexed only by constants. SPIR-V and MSL keep their arrays.
struct Params { uint scale; uint bias; };
struct Pair { RWStructuredBuffer<uint> Bufs[2]; };

ConstantBuffer<Params> CBs[2] : register(b0);          // Vulkan binding 0: WebGPU 0-1
StructuredBuffer<uint4> Ins[3] : register(t1);          // 1: 1 is CBs', 3 Single's: 4-6
RWByteAddressBuffer Raw[2] : register(u2);              // 2: the first free run, 7-8
RWBuffer<float> Typed[2] : register(u4);                // 4: 9-10
Texture2D<float4> Maps[2] : register(t5);               // 5: 11-12
SamplerState Samplers[2] : register(s7);                // 7: 13-14
[[vk::binding(3)]] RWStructuredBuffer<uint> Single : register(u9); // keeps 3
RWStructuredBuffer<uint> Unbounded[] : register(u0, space1);      // group 1: 0-3
Pair P : register(u10);                                 // P.Bufs, 10: 15-16

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    uint i = gi % 2;
    Params p = CBs[i];                                  // a whole block, run-time index
    uint4 v = Ins[gi % 3][gi] * CBs[1].scale + p.bias;  // a member of a constant element
    Raw[i].Store(gi * 4, v.x);                          // store
    uint old;
    Raw[1 - i].InterlockedAdd(0, v.y, old);             // atomic
    uint n, stride;
    Ins[i].GetDimensions(n, stride);                    // arrayLength
    Typed[i][gi] = float(n + old);                      // a typed buffer (a storage buffer on WebGPU)
    float4 t = Maps[i].SampleLevel(Samplers[1 - i], float2(0.5, 0.5), 0);
    t += Maps[1].Load(int3(gi, 0, 0));
    P.Bufs[i][gi] = uint(t.x) + Single[gi];
    Unbounded[gi & 1 ? 1 : 3][gi] = v.z;                // one of the elements it names
}
