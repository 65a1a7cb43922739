// EXPECT: PRISM5080 (9,3) generated SPIR-V is invalid: Operand 2 of ExecutionMode requires one of these capabilities: Kernel
// A mode the target environment does not allow: LocalSizeHint is for
// OpenCL kernels. Prism writes the attribute's mode as given, then the
// in-process validator refuses the module at the attribute, as DXC's
// validation would (and -Vd would write it).
RWStructuredBuffer<uint> U;

[numthreads(8, 1, 1)]
[[vk::spvexecutionmode(/* LocalSizeHint */ 18, 8, 1, 1)]]
[shader("compute")]
void main(uint gi : SV_GroupIndex) { U[gi] = gi; }
