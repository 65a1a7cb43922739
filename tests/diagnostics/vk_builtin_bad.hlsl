// [[vk::builtin("X")]]: X one of DXC's builtins, in a stage and direction
// that has it, of its type.
// ARGS: -T vs_6_0
// EXPECT: PRISM3280 (11,19) no such builtin
// EXPECT: PRISM3282 (12,39) PointSize is a float
// EXPECT: PRISM3281 (15,53) a pixel input in a vertex shader
// EXPECT: PRISM3281 (16,47) an output as an input
struct VSOut
{
    float4 pos : SV_Position;
    [[vk::builtin("PointSizeX")]] float a : A;
    [[vk::builtin("PointSize")]] uint b : B;
};
[shader("vertex")]
VSOut main([[vk::builtin("HelperInvocation")]] bool h : H,
           [[vk::builtin("PointSize")]] float p : P)
{
    VSOut o;
    o.pos = float4(p, 0, 0, h ? 1 : 0);
    o.a = 1;
    o.b = 2;
    return o;
}
