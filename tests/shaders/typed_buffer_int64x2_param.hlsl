// ARGS: -T cs_6_6
// glslang: rejects (its HLSL front end has no 64-bit typed-buffer elements: "scalar or vector type expected")
// RWBuffer<uint64_t2> and Buffer<int64_t2> passed to functions (resources
// as values, resolved to their globals): each element a 4 x 32-bit texel,
// bitcast, read through the parameter and written through an inout one.
// WGSL: PRISM5203 WebGPU has no texel buffers of 64-bit data
// WGSL: PRISM5200 nor 64-bit integers
RWBuffer<uint64_t2> Even : register(u0);
RWBuffer<uint64_t2> Odd : register(u1);
Buffer<int64_t2> Deltas : register(t2);

int64_t2 delta(Buffer<int64_t2> d, uint i)
{
    return d[i] + d.Load(i + 1).yx;
}

void bump(RWBuffer<uint64_t2> dst, RWBuffer<uint64_t2> src, uint i, int64_t2 by)
{
    dst[i] = src[i >> 1] + (uint64_t2)by;
}

[shader("compute")]
[numthreads(32, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    int64_t2 by = delta(Deltas, i);
    if (i & 1)
        bump(Odd, Even, i, by);
    else
        bump(Even, Odd, i, -by);
}
