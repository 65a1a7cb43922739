// ARGS: -T as_6_5 -E main
// EXPECT: PRISM6060 Amplification shaders (-T as_6_5) are not supported
[numthreads(1, 1, 1)]
void main()
{
}
