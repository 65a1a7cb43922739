// -fvk-use-dx-layout for cbuffers: FXC's register packing (DXC's
// FxcCTBuffer): arrays and structs start a 16-byte register but do not
// pad their end, so the member after them packs into it; a matrix is its
// vectors, each in a register, the last unpadded. Offsets (FXC):
//   x 0, arr 16 (stride 16, 20 bytes), y 36, m 48 (3 columns of float2:
//   40 bytes), z 88, s 96 (a 96, b 100; 12 bytes), w 108.
// That needs Vulkan's scalarBlockLayout (reflection: vulkanFeatures).
// WGSL arrays and matrices fill their whole stride, and so do Metal's:
// WGSL: PRISM5204 (members packed into the end of an array or struct)
// MSL: PRISM5408 (members packed into the end of an array)
// ARGS: -T cs_6_0 -fvk-use-dx-layout
struct Inner
{
    float a;
    float2 b;
};

cbuffer Params : register(b3)
{
    float x;
    float arr[2];
    float y;
    float2x3 m;
    float z;
    Inner s;
    float w;
};

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[0] = x + arr[id.x] + y + m[1][2] + z + s.a + s.b.y + w;
}
