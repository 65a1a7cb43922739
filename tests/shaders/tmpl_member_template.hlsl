// A method template of a plain struct, called with explicit arguments
// (obj.as<int>()) and with deduced ones (obj.scaled(v)), and a static one.
// glslang: rejects (no templates)
struct Sample
{
    float value;
    template<typename T> T as() { return (T)value; }
    template<typename T> T scaled(T factor) { return (T)value * factor; }
    template<uint N> static uint times(uint x) { return x * N; }
};

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Sample s;
    s.value = 2.5 + id.x;
    int i = s.as<int>();
    float2 f = s.scaled(float2(1, 2));
    uint t = Sample::times<3>(id.x);
    Out[id.x] = i + f.x + f.y + t;
}
