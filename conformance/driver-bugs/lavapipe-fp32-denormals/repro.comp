// repro.test's shader in GLSL (log10 as DXC and prism write it:
// log2(x) * 0.30103).
#version 450
layout(local_size_x = 1) in;
layout(std430, set = 0, binding = 0) readonly buffer In { float data[]; } In_;
layout(std430, set = 0, binding = 1) buffer Out { float data[]; } Out_;
void main()
{
    float d = In_.data[0];
    Out_.data[0] = degrees(d);
    Out_.data[1] = radians(d);
    Out_.data[2] = sqrt(d);
    Out_.data[3] = inversesqrt(d);
    Out_.data[4] = log(d);
    Out_.data[5] = log2(d);
    Out_.data[6] = log2(d) * 0.30103;
    Out_.data[7] = sinh(d);
    Out_.data[8] = fma(d, d, d);
}
