// repro.test's shader in GLSL; -DNONUNIFORM marks the index nonuniformEXT
// (SPIR-V NonUniform), which makes the access defined.
#version 450
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 4) in;
layout(std430, set = 0, binding = 0) buffer B { uint data[]; } Bufs[4];
void main()
{
    uint i = gl_GlobalInvocationID.x;
#ifdef NONUNIFORM
    Bufs[nonuniformEXT(i)].data[0] = i + 10;
#else
    Bufs[i].data[0] = i + 10;
#endif
}
