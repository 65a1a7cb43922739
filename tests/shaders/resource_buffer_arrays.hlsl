// MSL: PRISM5520 (10,25) Metal takes arrays of buffers only in argument buffers
// MSL: PRISM5520 (11,21) the same for an unbounded array
// For WGSL, each element of 'B' is a binding of its own, a dynamic index a switch
// WGSL: PRISM5330 (11,21) the same for an unbounded array
// Arrays of structured and byte-address buffers (the offload-test-suite's
// Feature/ResourceArrays): one Vulkan binding of N descriptors, constant,
// dynamic and NonUniformResourceIndex indices, a local copy indexed at run
// time, and an element chosen in a branch (an index phi).
RWByteAddressBuffer In : register(u0);
RWStructuredBuffer<int> B[4] : register(u4);
RWByteAddressBuffer Outs[] : register(u1, space1);

[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    B[0][i] = In.Load(0);
    B[i][0] += 1;
    RWStructuredBuffer<int> copy[4] = B;
    copy[i][1] = 2;
    RWByteAddressBuffer out_;
    if (i == 0)
        out_ = Outs[NonUniformResourceIndex(0)];
    else
        out_ = Outs[NonUniformResourceIndex(i)];
    out_.Store(0, i);
}
