// Overloads by parameter type and count, chosen by exact match, promotion and
// conversion rank.
RWStructuredBuffer<float> Out : register(u0);

float F(float x) { return x + 1.0; }
float F(int x) { return (float)x + 2.0; }
float F(uint x) { return (float)x + 3.0; }
float F(float2 v) { return v.x + v.y; }
float F(float a, float b) { return a * b; }
float F(bool b) { return b ? 10.0 : 20.0; }

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float r = F(1.0f);              // float
    r += F(-1);                     // int
    r += F(id.x);                   // uint
    r += F(float2(1.0, 2.0));       // float2
    r += F(r, 2.0f);                // two floats
    r += F(id.x > 3);               // bool
    Out[id.x] = r;
}
