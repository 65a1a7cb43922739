// EXPECT: PRISM2104 (6,30) variadic templates are not supported in HLSL; write one template per count of parameters, or pass an array
// Variadic templates are refused (DXC: "variadic templates are not supported
// in HLSL"); the pack's uses that follow are syntax errors.
// ALLOW-EXTRA-ERRORS: the parameter pack Args... in the function's parameters
template<typename T> T summation(T n) { return n; }
template<typename T, typename... Args>
T summation(T n, Args... args) { return n + summation(args...); }
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = summation(1.0f);
}
