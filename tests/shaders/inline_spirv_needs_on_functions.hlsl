// vk::ext_capability / ext_extension on functions with a body (HLSL
// proposal 0011: also on the entry point): declared when an entry reaches
// them. The entry's Int16 is declared; helper's StorageBuffer16BitAccess
// with it, since main calls helper; unused's Float64 is not.
[[vk::ext_capability(/* StorageBuffer16BitAccess */ 4433)]]
uint helper(uint x) { return x * 2; }

[[vk::ext_capability(/* Float64 */ 10)]]
uint unused(uint x) { return x + 1; }

RWStructuredBuffer<uint> U;

[[vk::ext_capability(/* Int16 */ 22)]]
[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    U[gi] = helper(gi);
}
