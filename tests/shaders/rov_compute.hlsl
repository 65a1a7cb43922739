// ARGS: -T cs_6_0 -E main
// RasterizerOrdered* outside pixel shaders act as their RW twins (as DXC):
// no interlock, no raster order group, and WebGPU takes them as RW
// resources. Reflection still names their HLSL types.
// glslang: rejects (RasterizerOrdered types are not in its HLSL front end)
RasterizerOrderedStructuredBuffer<uint> Data : register(u0);
RasterizerOrderedByteAddressBuffer Raw : register(u1);
RasterizerOrderedTexture2D<float> Image : register(u2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint v = Data[id.x];
    Data[id.x] = v * 2;
    Raw.Store(id.x * 4, v);
    Image[uint2(id.x, 0)] = (float)v;
}
