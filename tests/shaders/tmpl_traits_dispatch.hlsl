// A traits template specialised per type, as math libraries write them:
// each specialisation has static methods and constants; a function
// template dispatches through Traits<T>.
template<typename T> struct Limits;
template<> struct Limits<float> {
    static const float eps = 1e-6f;
    static float clampUnit(float x) { return saturate(x); }
};
template<> struct Limits<uint> {
    static const uint eps = 0;
    static uint clampUnit(uint x) { return min(x, 1u); }
};
template<typename T> T safe(T x) { return Limits<T>::clampUnit(x) + Limits<T>::eps; }

RWStructuredBuffer<float> OutF : register(u0);
RWStructuredBuffer<uint> OutU : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    OutF[id.x] = safe((float)id.x * 0.1f);
    OutU[id.x] = safe(id.x);
}
