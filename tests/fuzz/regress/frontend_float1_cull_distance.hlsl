// fuzz_frontend: a float1 SV_CullDistance (a float1 is an f32 in the IR) was
// written component by component: PRISM9000 "cannot index into f32" in
// lower_stage_io.c's write_distances; a float1 now goes as one float.
// ARGS: -T vs_6_0 -E main
struct VSOut
{
    float4 pos : SV_Position;
    float1 cull : SV_CullDistance;
    float1 clip : SV_ClipDistance;
};

VSOut main(float4 p : POSITION)
{
    VSOut o;
    o.pos = p;
    o.cull = p.x;
    o.clip = p.z;
    return o;
}
