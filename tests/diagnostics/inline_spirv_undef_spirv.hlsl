// ARGS: -T cs_6_0 -U __spirv__
// EXPECT: PRISM1016 (9,2) #error "the DXIL branch"
// -U __spirv__ takes the other branch of code written for both of DXC's
// targets: Prism defines __spirv__ (and __SPIRV_MAJOR/MINOR_VERSION__)
// when SPIR-V is the one target, before the command line's -D and -U,
// which can change them.
#ifdef __spirv__
#else
#error "the DXIL branch"
#endif
[numthreads(1, 1, 1)]
[shader("compute")]
void main() {}
