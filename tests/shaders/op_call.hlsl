// operator(): a functor, called like a function, also as a field of
// another struct and on a temporary.
// glslang: rejects (no operator overloading)
struct Poly
{
    float a, b, c;
    float operator()(float x) { return (a * x + b) * x + c; }
    float operator()(float x, float y) { return operator()(x) + operator()(y); }
};

struct Shader
{
    Poly curve;
    float eval(float t) { return curve(t); }
};

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Poly p = { 1, -2, 3 };
    Shader s;
    s.curve = p;
    float x = id.x * 0.5;
    Out[id.x] = p(x) + p(x, 1) + s.eval(x) + s.curve(2);
}
