// ARGS: -T ps_6_0
// glslang: rejects (it has no .sample[index][coord])
// Multisampled textures: Load(coord, sample), Load with an offset,
// .sample[index][coord], operator[] (sample 0), GetDimensions with the sample count (a resolve),
// GetSamplePosition (the standard positions).
Texture2DMS<float4, 4> Color : register(t0);
Texture2DMS<float> Depth : register(t1);

[shader("pixel")]
float4 main(float4 pos : SV_Position) : SV_Target
{
    int2 p = int2(pos.xy);
    uint w, h, n;
    Color.GetDimensions(w, h, n);
    float4 sum = 0;
    for (uint s = 0; s < n; s++)
        sum += Color.Load(p, s);
    sum += Color.Load(p, 0, int2(1, 0)) + Color.sample[2][uint2(p)];
    float d = Depth.Load(p, 1) + Depth.sample[3][uint2(p)] + Depth[uint2(p)];
    float2 at = Color.GetSamplePosition(1) + Depth.GetSamplePosition(int(pos.x) & 3);
    return sum / float(n + 2) + float4(d, w, h, 0) + at.xyxy;
}
