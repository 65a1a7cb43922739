// repro.test's shader in GLSL (frac is fract; ldexp(x, e) is x * exp2(e);
// log10 is log2(x) * 0.30103, as DXC and prism write them).
#version 450
layout(local_size_x = 1) in;
layout(std430, set = 0, binding = 0) readonly buffer In { float data[]; } In_;
layout(std430, set = 0, binding = 1) buffer Out { float data[]; } Out_;
void main()
{
    float nan_ = In_.data[0], inf = In_.data[1], ninf = In_.data[2], zero = In_.data[3], m1 = In_.data[4];
    Out_.data[0] = exp(nan_);
    Out_.data[1] = exp2(nan_);
    Out_.data[2] = cosh(nan_);
    Out_.data[3] = fract(nan_);
    Out_.data[4] = fract(inf);
    Out_.data[5] = fract(ninf);
    Out_.data[6] = inf * exp2(nan_);
    Out_.data[7] = log(nan_);
    Out_.data[8] = log(ninf);
    Out_.data[9] = log(zero);
    Out_.data[10] = log(m1);
    Out_.data[11] = log2(nan_);
    Out_.data[12] = log2(zero);
    Out_.data[13] = log2(nan_) * 0.30103;
    Out_.data[14] = log2(zero) * 0.30103;
    Out_.data[15] = exp(ninf);
}
