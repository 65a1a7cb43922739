// A method of a struct template calls a function template and another
// method template of its own struct; the struct is used in two instances.
template<typename T> T lerp3(T a, T b, T c, float t) { return t < 0.5f ? lerp(a, b, t * 2) : lerp(b, c, t * 2 - 1); }

template<typename T> struct Curve {
    T p0, p1, p2;
    T eval(float t) { return lerp3(p0, p1, p2, t); }
    template<uint Steps> T average()
    {
        T s = (T)0;
        for (uint i = 0; i < Steps; i++)
            s += eval((float)i / (Steps - 1));
        return s / Steps;
    }
};

RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Curve<float> c = { 0.0f, 1.0f, 4.0f };
    Curve<float2> d = { float2(0, 1), float2(1, 1), float2(2, 0) };
    float t = (id.x % 16) / 15.0f;
    Out[id.x] = float4(c.eval(t), d.eval(t), c.average<5>());
}
