// determinant takes square matrices only (invalid SPIR-V and WGSL before).
// EXPECT: PRISM3533 (5,12) 'determinant' does not take 'float2x4'
RWStructuredBuffer<float> o : register(u0);
[shader("compute")] [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
    o[0] = determinant(float2x4(1, 2, 3, 4, 5, 6, 7, 8));
}
