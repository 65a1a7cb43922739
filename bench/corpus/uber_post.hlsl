// An "uber" post-processing pass in one compute shader, as engines build it:
// eight features switched by macros, so a renderer ships 2^8 = 256
// permutations of this one file and picks the one its settings need. Each
// thread takes one pixel of an HDR colour buffer (a structured buffer: this
// corpus keeps to buffer resources) and runs, in order: chromatic
// aberration, bloom composite, exposure (fixed or from an auto-exposure
// histogram's result), white balance, colour grading through a 3D LUT held
// in a buffer, tone mapping (ACES fitted or Reinhard), vignette, film grain,
// dithering, and the encoding for an HDR10 (PQ) or an sRGB swap chain.
// bench/permutations.sh compiles all 256 as one job list.
//   prism -T cs_6_0 -E CSMain bench/corpus/uber_post.hlsl -DUSE_BLOOM=1 -DHDR_OUTPUT=1

#ifndef USE_CHROMATIC_ABERRATION
#define USE_CHROMATIC_ABERRATION 0
#endif
#ifndef USE_BLOOM
#define USE_BLOOM 0
#endif
#ifndef USE_AUTO_EXPOSURE
#define USE_AUTO_EXPOSURE 0
#endif
#ifndef USE_COLOR_GRADING
#define USE_COLOR_GRADING 0
#endif
#ifndef USE_ACES
#define USE_ACES 0
#endif
#ifndef USE_VIGNETTE
#define USE_VIGNETTE 0
#endif
#ifndef USE_FILM_GRAIN
#define USE_FILM_GRAIN 0
#endif
#ifndef HDR_OUTPUT
#define HDR_OUTPUT 0
#endif

#define GROUP_X 8
#define GROUP_Y 8
#define LUT_SIZE 32
#define BLOOM_LEVELS 5
#define PQ_MAX_NITS 10000.0

cbuffer PostParams : register(b0)
{
    uint2 Resolution;
    float2 InvResolution;
    float Exposure;             // EV100 offset when auto exposure is off
    float ExposureCompensation;
    float2 WhiteBalance;        // temperature, tint in [-1, 1]
    float BloomIntensity;
    float BloomThreshold;
    float ChromaticStrength;
    float VignetteIntensity;
    float VignetteSmoothness;
    float VignetteRoundness;
    float GrainIntensity;
    float GrainResponse;
    uint FrameIndex;
    float PaperWhiteNits;       // HDR: the brightness of UI white
    float MaxDisplayNits;
    float LutContribution;
};

StructuredBuffer<float4> HdrColor : register(t1);
StructuredBuffer<float4> BloomChain : register(t2);   // BLOOM_LEVELS mips, packed one after another
StructuredBuffer<float> ExposureResult : register(t3); // [0]: average luminance (auto exposure pass)
StructuredBuffer<float4> GradingLut : register(t4);   // LUT_SIZE^3 texels, red fastest
RWStructuredBuffer<float4> Output : register(u5);

// ---------------------------------------------------------------- helpers

float Luminance(float3 c)
{
    return dot(c, float3(0.2126, 0.7152, 0.0722));
}

uint PixelIndex(uint2 p)
{
    return p.y * Resolution.x + p.x;
}

float3 LoadHdr(int2 p)
{
    int2 q = clamp(p, int2(0, 0), int2(Resolution) - 1);
    return HdrColor[PixelIndex(uint2(q))].rgb;
}

// Bilinear fetch of a buffer "image" of w x h texels starting at base.
float3 SampleBuffer(StructuredBuffer<float4> buf, uint base, uint2 size, float2 uv)
{
    float2 t = uv * float2(size) - 0.5;
    int2 i0 = int2(floor(t));
    float2 f = t - float2(i0);
    int2 maxi = int2(size) - 1;
    int2 a = clamp(i0, int2(0, 0), maxi);
    int2 b = clamp(i0 + 1, int2(0, 0), maxi);
    float3 c00 = buf[base + uint(a.y) * size.x + uint(a.x)].rgb;
    float3 c10 = buf[base + uint(a.y) * size.x + uint(b.x)].rgb;
    float3 c01 = buf[base + uint(b.y) * size.x + uint(a.x)].rgb;
    float3 c11 = buf[base + uint(b.y) * size.x + uint(b.x)].rgb;
    return lerp(lerp(c00, c10, f.x), lerp(c01, c11, f.x), f.y);
}

// PCG hash (Jarzynski and Olano, "Hash Functions for GPU Rendering", 2020).
uint Pcg(uint v)
{
    uint state = v * 747796405u + 2891336453u;
    uint word = ((state >> ((state >> 28u) + 4u)) ^ state) * 277803737u;
    return (word >> 22u) ^ word;
}

float Random01(uint2 p, uint frame)
{
    return float(Pcg(p.x + Pcg(p.y + Pcg(frame)))) * (1.0 / 4294967296.0);
}

// ---------------------------------------------------------------- effects

#if USE_CHROMATIC_ABERRATION
float3 ChromaticAberration(uint2 p, float2 uv)
{
    float2 fromCenter = uv - 0.5;
    float2 offset = fromCenter * dot(fromCenter, fromCenter) * ChromaticStrength * float2(Resolution);
    float r = LoadHdr(int2(p) + int2(round(offset))).r;
    float g = LoadHdr(int2(p)).g;
    float b = LoadHdr(int2(p) - int2(round(offset))).b;
    return float3(r, g, b);
}
#endif

#if USE_BLOOM
// The bloom chain's levels halve in size; each is added with a falloff.
float3 BloomComposite(float2 uv)
{
    float3 sum = 0;
    uint base = 0;
    uint2 size = max(Resolution / 2u, uint2(1, 1));
    float weight = 1.0;
    float total = 0.0;
    [unroll]
    for (uint level = 0; level < BLOOM_LEVELS; level++) {
        sum += SampleBuffer(BloomChain, base, size, uv) * weight;
        total += weight;
        base += size.x * size.y;
        size = max(size / 2u, uint2(1, 1));
        weight *= 0.7;
    }
    float3 bloom = sum / total;
    float brightness = max(bloom.r, max(bloom.g, bloom.b));
    float knee = saturate((brightness - BloomThreshold) / max(BloomThreshold, 1e-4));
    return bloom * knee * BloomIntensity;
}
#endif

float ExposureScale()
{
#if USE_AUTO_EXPOSURE
    // Saturation-based exposure from the average luminance (ISO 12232,
    // as in Lagarde and de Rousiers, "Moving Frostbite to PBR").
    float avgLum = max(ExposureResult[0], 1e-4);
    float ev100 = log2(avgLum * 100.0 / 12.5) - ExposureCompensation;
#else
    float ev100 = Exposure - ExposureCompensation;
#endif
    return 1.0 / (1.2 * exp2(ev100));
}

// Temperature and tint as a von Kries adaptation in LMS space.
float3 ApplyWhiteBalance(float3 c)
{
    const float3x3 toLms = float3x3(0.390405, 0.549941, 0.00892632,
                                    0.0708416, 0.963172, 0.00135775,
                                    0.0231082, 0.128021, 0.936245);
    const float3x3 fromLms = float3x3(2.85847, -1.62879, -0.0248910,
                                      -0.210182, 1.15820, 0.000324281,
                                      -0.0418120, -0.118169, 1.06867);
    float t = WhiteBalance.x * 0.3;
    float tint = WhiteBalance.y * 0.2;
    float3 gain = float3(1.0 + t - tint * 0.5, 1.0 + tint, 1.0 - t - tint * 0.5);
    float3 lms = mul(toLms, c) * gain;
    return mul(fromLms, lms);
}

#if USE_COLOR_GRADING
float3 LutTexel(uint3 i)
{
    return GradingLut[(i.z * LUT_SIZE + i.y) * LUT_SIZE + i.x].rgb;
}

// Trilinear lookup in a LUT indexed by log-encoded colour.
float3 ColorGrade(float3 c)
{
    float3 logc = saturate(log2(c + 1.0) / 4.0);
    float3 t = logc * (LUT_SIZE - 1);
    uint3 i0 = uint3(floor(t));
    uint3 i1 = min(i0 + 1u, uint3(LUT_SIZE - 1, LUT_SIZE - 1, LUT_SIZE - 1));
    float3 f = t - float3(i0);
    float3 c000 = LutTexel(i0);
    float3 c100 = LutTexel(uint3(i1.x, i0.y, i0.z));
    float3 c010 = LutTexel(uint3(i0.x, i1.y, i0.z));
    float3 c110 = LutTexel(uint3(i1.x, i1.y, i0.z));
    float3 c001 = LutTexel(uint3(i0.x, i0.y, i1.z));
    float3 c101 = LutTexel(uint3(i1.x, i0.y, i1.z));
    float3 c011 = LutTexel(uint3(i0.x, i1.y, i1.z));
    float3 c111 = LutTexel(i1);
    float3 c00 = lerp(c000, c100, f.x), c10 = lerp(c010, c110, f.x);
    float3 c01 = lerp(c001, c101, f.x), c11 = lerp(c011, c111, f.x);
    float3 graded = lerp(lerp(c00, c10, f.y), lerp(c01, c11, f.y), f.z);
    return lerp(c, graded, LutContribution);
}
#endif

#if USE_ACES
// Stephen Hill's fit of the ACES RRT and ODT.
float3 RrtOdtFit(float3 v)
{
    float3 a = v * (v + 0.0245786) - 0.000090537;
    float3 b = v * (0.983729 * v + 0.4329510) + 0.238081;
    return a / b;
}

float3 ToneMap(float3 c)
{
    const float3x3 acesIn = float3x3(0.59719, 0.35458, 0.04823,
                                     0.07600, 0.90834, 0.01566,
                                     0.02840, 0.13383, 0.83777);
    const float3x3 acesOut = float3x3(1.60475, -0.53108, -0.07367,
                                      -0.10208, 1.10813, -0.00605,
                                      -0.00327, -0.07276, 1.07602);
    return saturate(mul(acesOut, RrtOdtFit(mul(acesIn, c))));
}
#else
// Reinhard on luminance, keeping the hue.
float3 ToneMap(float3 c)
{
    float l = Luminance(c);
    float mapped = l / (1.0 + l);
    return l > 0.0 ? c * (mapped / l) : c;
}
#endif

#if USE_VIGNETTE
float Vignette(float2 uv)
{
    float2 d = abs(uv - 0.5) * VignetteIntensity;
    d.x *= lerp(1.0, float(Resolution.x) * InvResolution.y, VignetteRoundness);
    d = pow(saturate(d), VignetteSmoothness);
    return pow(saturate(1.0 - dot(d, d)), 2.2);
}
#endif

#if USE_FILM_GRAIN
float3 FilmGrain(float3 c, uint2 p)
{
    float noise = Random01(p, FrameIndex) * 2.0 - 1.0;
    float response = pow(saturate(1.0 - Luminance(c)), GrainResponse);
    return c + c * noise * GrainIntensity * response;
}
#endif

#if HDR_OUTPUT
// SMPTE ST 2084 (PQ) of Rec. 2020 colour, for an HDR10 swap chain.
float3 EncodePq(float3 nits)
{
    const float m1 = 0.1593017578125, m2 = 78.84375;
    const float c1 = 0.8359375, c2 = 18.8515625, c3 = 18.6875;
    float3 y = pow(saturate(nits / PQ_MAX_NITS), m1);
    return pow((c1 + c2 * y) / (1.0 + c3 * y), m2);
}

float3 Rec709To2020(float3 c)
{
    const float3x3 m = float3x3(0.627404, 0.329283, 0.043313,
                                0.069097, 0.919541, 0.011362,
                                0.016391, 0.088013, 0.895595);
    return mul(m, c);
}

float3 Encode(float3 c, uint2 p)
{
    float3 nits = Rec709To2020(c) * PaperWhiteNits;
    return EncodePq(min(nits, MaxDisplayNits));
}
#else
float3 LinearToSrgb(float3 c)
{
    float3 lo = c * 12.92;
    float3 hi = 1.055 * pow(c, 1.0 / 2.4) - 0.055;
    return lerp(hi, lo, float3(c <= 0.0031308));
}

// sRGB, with triangular dither against banding in 8-bit targets.
float3 Encode(float3 c, uint2 p)
{
    float3 s = LinearToSrgb(saturate(c));
    float r = Random01(p, FrameIndex ^ 0x9e3779b9u) + Random01(p + 17u, FrameIndex) - 1.0;
    return s + r / 255.0;
}
#endif

// ---------------------------------------------------------------- the pass

[numthreads(GROUP_X, GROUP_Y, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    uint2 p = id.xy;
    if (p.x >= Resolution.x || p.y >= Resolution.y)
        return;
    float2 uv = (float2(p) + 0.5) * InvResolution;

#if USE_CHROMATIC_ABERRATION
    float3 color = ChromaticAberration(p, uv);
#else
    float3 color = LoadHdr(int2(p));
#endif
#if USE_BLOOM
    color += BloomComposite(uv);
#endif
    color *= ExposureScale();
    color = ApplyWhiteBalance(color);
#if USE_COLOR_GRADING
    color = ColorGrade(color);
#endif
#if HDR_OUTPUT
    // HDR keeps the scene range: only highlights above the display are rolled off.
    color = lerp(color, ToneMap(color) * (MaxDisplayNits / PaperWhiteNits), saturate(Luminance(color) - 1.0));
#else
    color = ToneMap(color);
#endif
#if USE_VIGNETTE
    color *= Vignette(uv);
#endif
#if USE_FILM_GRAIN
    color = FilmGrain(color, p);
#endif
    Output[PixelIndex(p)] = float4(Encode(max(color, 0.0), p), 1.0);
}
