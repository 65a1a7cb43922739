// ARGS: -T vs_6_0 -E main
// EXPECT: PRISM3350 (9,12) 'SV_Position1': SV_Position takes no index but 0
// A struct's semantic goes to every field with the index counting up, so
// two fields under SV_Position are SV_Position and SV_Position1, which
// is no system value (DXC rejects it too).
struct TwoPositions
{
    float4 a;
    float4 b;
};

TwoPositions main(float4 p : POSITION) : SV_Position
{
    TwoPositions o;
    o.a = p;
    o.b = p;
    return o;
}
