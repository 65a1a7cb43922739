// ARGS: -T vs_6_0 -E main
// float1 clip distances (a float1 is one float: ClipDistance 0 and 1), read
// back in the entry after it writes them. Was PRISM9000 (the fuzzer's
// tests/fuzz/regress/frontend_float1_cull_distance.hlsl).
struct VSOut
{
    float4 pos : SV_Position;
    float1 clip0 : SV_ClipDistance0;
    float1 clip1 : SV_ClipDistance1;
};

VSOut main(float4 p : POSITION)
{
    VSOut o;
    o.pos = p;
    o.clip0 = p.x;
    o.clip1 = float1(p.y - 0.25);
    return o;
}
