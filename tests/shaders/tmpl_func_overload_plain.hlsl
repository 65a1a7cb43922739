// A function beats a template instance when the conversions tie (C++
// [over.match.best]); the template still serves the other types.
// glslang: rejects (no templates)
template<typename T>
T pick(T x)
{
    return x + (T)100;
}

float pick(float x)
{
    return x * 2;
}

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float a = pick((float)id.x); /* the function: x * 2 */
    int b = pick((int)id.x);     /* the template: x + 100 */
    uint c = pick(id.x);         /* the template */
    Out[id.x] = a + b + c;
}
