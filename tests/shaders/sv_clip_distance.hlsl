// ARGS: -T vs_6_0 -E main
// SV_ClipDistance as DXC lays it out (GlPerVertex): every SV_ClipDistanceN
// of the output takes its floats of one float array, in the order of N
// (here index 0, a float2[2], at 0-3, index 1, a float, at 4), so
// ClipDistance is float[5]; Metal's [[clip_distance]] float[5] and WGSL's
// clip_distances array<f32, 5> (`enable clip_distances;`) the same.
struct VSOut
{
    float4 pos : SV_Position;
    float plane : SV_ClipDistance1;
    float2 pairs[2] : SV_ClipDistance0;
    float2 uv : TEXCOORD0;
};

VSOut main(float3 p : POSITION, uint vid : SV_VertexID)
{
    VSOut o;
    o.pos = float4(p, 1.0);
    o.plane = dot(p, float3(0.0, 1.0, 0.0));
    o.pairs[0] = float2(p.x, -p.x);
    o.pairs[1] = float2(p.z, (float)vid);
    o.uv = p.xy;
    return o;
}
