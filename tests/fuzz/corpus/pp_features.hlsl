// ARGS: -T cs_6_0 -D SCALE=3 -D FEATURE
// Seed for the preprocessor: object- and function-like macros, # and ##,
// variadic macros, #if arithmetic, defined, #elif chains, #line, #pragma,
// and #include from the fuzz harness's memory ("inc..." and "self...").
#include "inc.hlsli"
#ifndef ONCE
#define ONCE 1
#include "self.hlsli"
#endif
#define STR(x) #x
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
    uint CAT(v, 1) = FIRST(id.x, id.y, id.z) + k2 + inc_twice(inc_k);
    Out[id.x] = v1 + __LINE__;
}
