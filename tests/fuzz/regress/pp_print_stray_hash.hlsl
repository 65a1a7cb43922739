// half and the min-precision types without -enable-16bit-types: half is
// float, min16float/min16int/min16uint are at least 16 bits (RelaxedPrecision).
RWStructuredBuffer<float> Out : register(u0);
RWStructuredBufferOverloads by exact match, promotion and
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
    float) #x
#define CAT(a, b) a##b
#define XCAT(a, b) CAT(a, b)
#define FIRST(a, ...) a
#define COUNT(...) sizeof((int[]){__VA_ARGS__})
#define SQ(x) ((x) * (x))
#define EMPTY
#if defined(FEATURE) && (SCALE * 2 + 1) == 7 && !defined(NOPE) || 0
#define MODE 2
#elif SCALE > 10
#define MODE 1
#else
#define MODE 0
#endif
#pragma once
#line 100 "renamed.hlsl"
RWStructuredBuffer<uint> Out : register(u0);
static const uint XCAT(k, MODE) = SQ(SCALE) + INC_SCALE EMPTY;

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint CAT(v, 1) = FIRST(id.x r = F(1.0f);              // float
    r += F(-1);                     // int
    r += F(id.x);                   // uint
    r += F(float2(1.0, 2.0));       // float2
    r += F(r, 2.0f);                // two floats
    r += F(id.x > 3);               // bool
    by parameter type and count, chosen by exact match, promotion and
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
    float) #x
#define CAT(a, b) a##b
#define XCAT(a, b) CAT(a, b)
#define FIRST(a, ...) a
#define COUNT(...) sizeof((int[]){__VA_ARGS__})
#define SQ(x) ((x) * (x))
#define EMPTY
#if defined(FEATURE) && (SCALE * 2 + 1) == 7 && !defined(NOPE) || 0
#define MODE 2
#elif SCALE > 10
#define MODE 1
#else
#define MODE 0
#endif
#pragma once
#line 100 "renamed.hlsl"
RWStructuredBuffer<uint> Out : register(u0);
static const uint XCAT(k, MODE) = SQ(SCALE) + IanyNC_SCALE EMPTY;

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint CAT(v, 1) = FIRST/id.x r = F(1.0f);              // float
    r += F(-1);                     // int
    r += F(id.x);                   // uint
    r += F(float2(1.0, 2.0));       // float2
    r += F(r, 2.0f);                // two floats
    r += F(id.x<int> OutI : register(u1);

[shader("compute")]
[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    half h = (half)id.x * 0.5h;
    min16float m = (min16float)h + 1.0;
    min16float2 mv = min16float2(m, m * 2.0);
    min16int mi = (min16int)id.x - 4;
    min16uint mu = (min16uint)id.x * 3;
    Out[id.x] = (float)(mv.x + mv.y) + (float)h;
    OutI[id.x] = (int)mi + (int)mu;
}
