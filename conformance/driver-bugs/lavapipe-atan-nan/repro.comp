// repro.test's shader in GLSL: atan of NaN, -inf, 1, inf in 32- and
// 16-bit floats (glslang's HLSL front end cannot compile atan of a half4).
#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
layout(local_size_x = 1) in;
layout(std430, set = 0, binding = 0) readonly buffer In { vec4 data[]; } In_;
layout(std430, set = 0, binding = 1) buffer Out { vec4 data[]; } Out_;
layout(std430, set = 0, binding = 2) readonly buffer InH { f16vec4 data[]; } InH_;
layout(std430, set = 0, binding = 3) buffer OutH { f16vec4 data[]; } OutH_;
void main()
{
    Out_.data[0] = atan(In_.data[0]);
    OutH_.data[0] = atan(InH_.data[0]);
}
