// ARGS: -T cs_6_0 -E main
// globallycoherent on a struct member is for UAVs too, as DXC says.
// EXPECT: PRISM3490 (6,45) 'globallycoherent' is not a valid modifier for a non-UAV type: 'input'
// EXPECT: PRISM3490 (7,27) 'globallycoherent' is not a valid modifier for a non-UAV type: 'count'
struct S {
    globallycoherent StructuredBuffer<uint> input;
    globallycoherent uint count;
    RWStructuredBuffer<uint> output;
};
S s;

[numthreads(1, 1, 1)]
void main() { s.output[0] = s.input[0]; }
