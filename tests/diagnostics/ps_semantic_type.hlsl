// ARGS: -T ps_6_0
// EXPECT: PRISM3059 (4,27) SV_IsFrontFace is a bool
[shader("pixel")]
float4 main(float front : SV_IsFrontFace) : SV_Target
{
    return float4(front, 0, 0, 1);
}
