// Shared by include.hlsl; not a test by itself (tests/shaders/*.hlsl only).
#ifndef COMMON_HLSLI
#define COMMON_HLSLI

#define GROUP_SIZE 64

struct Sample { float value; uint index; };

float Scale(float v, float s)
{
    return v * s;
}

#endif
