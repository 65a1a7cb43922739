// ARGS: -T ps_6_0
// Texel reads: Load with the level as the location's last component, with
// offsets; operator[] (level 0); .mips[level][coord]; on Texture1D,
// Texture2D, Texture2DArray, Texture3D of float, int and uint elements.
Texture1D<float4> Ramp : register(t0);
Texture2D<float4> Color : register(t1);
Texture2DArray<int2> Labels : register(t2);
Texture3D<uint> Cells : register(t3);
Texture2D<float> Depth : register(t4);

[shader("pixel")]
float4 main(float4 pos : SV_Position) : SV_Target
{
    int2 p = int2(pos.xy);
    float4 c = Ramp.Load(int2(p.x, 0));
    c += Ramp.Load(int2(p.x, 1), 2);
    c += Color.Load(int3(p, 0));
    c += Color.Load(int3(p, 1), int2(-1, 1));
    c += Color[uint2(p)];
    c += Color.mips[2][uint2(p / 4)];
    int2 l = Labels.Load(int4(p, 3, 0)) + Labels.Load(int4(p, 0, 0), int2(1, 0)) + Labels[uint3(p, 1)];
    uint cell = Cells.Load(int4(p, 2, 0)) + Cells.Load(int4(p, 0, 1), int3(0, 0, 1)) + Cells.mips[1][uint3(p, 1)];
    float d = Depth[p] + Depth.mips[0][p];
    return c + float4(l, cell, d);
}
