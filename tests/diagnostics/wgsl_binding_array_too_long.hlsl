// ARGS: -T cs_6_0 --target wgsl
// EXPECT: PRISM5330 (8,26) an array of 17 buffers: above the 16 WebGPU bindings Prism gives one array
// EXPECT: PRISM5230 (9,19) the same for textures
// EXPECT: PRISM5330 (10,26) an unbounded array indexed at run time
// Arrays WGSL's split does not take: more than 16 elements, and an unbounded
// array whose index is known only at run time (each element would be a
// binding, and there is no bound).
RWStructuredBuffer<uint> Many[17];
Texture2D<float4> Maps[20];
RWStructuredBuffer<uint> Open[];

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    Many[gi % 17][0] = 1;
    Open[gi][1] = uint(Maps[gi % 20].Load(int3(0, 0, 0)).x);
}
