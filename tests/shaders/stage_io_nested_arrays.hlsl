// ARGS: -T lib_6_3
// Arrays of arrays and arrays of matrices as stage inputs and outputs, as
// DXC takes them: one slot per vector (a matrix's per row), in element
// order, the semantic index counting up as in D3D's signature: `float2
// grid[2][3] : TEXCOORD1` is TEXCOORD1 to TEXCOORD6 at six Locations,
// `float3x2 bones[2] : BONE0` is BONE0 to BONE5 (three rows a matrix).
struct VSOut {
    float4 pos : SV_Position;
    float2 grid[2][3] : TEXCOORD1;
    float2x3 frames[2] : FRAME0;
};
[shader("vertex")]
VSOut vs_main(float4 p : POSITION, float3x2 bones[2] : BONE0)
{
    VSOut o;
    o.pos = p;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++)
            o.grid[i][j] = bones[i][j] * float(i + j);
    o.frames[0] = transpose(bones[0]);
    o.frames[1] = transpose(bones[1]);
    return o;
}
[shader("pixel")]
float4 ps_main(VSOut i) : SV_Target
{
    return float4(i.grid[1][2], i.frames[1][1].xy) + i.frames[0][0].xyzz;
}
