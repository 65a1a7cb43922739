// ARGS: -T vs_6_0
// EXPECT: PRISM3090 (4,24) inout parameters of entry points
[shader("vertex")]
void main(inout float4 p : SV_Position)
{
    p.w = 1.0;
}
