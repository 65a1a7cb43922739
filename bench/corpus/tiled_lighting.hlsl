// Tiled deferred lighting in one compute pass, as a forward+/deferred
// renderer does it: each 16x16 group reconstructs view-space positions from
// the depth buffer, finds the tile's depth range, builds the tile frustum,
// culls the scene's point, spot and area lights into a groupshared list, then
// shades every pixel of the tile with a physically based BRDF (GGX
// distribution, height-correlated Smith visibility, Schlick Fresnel, Burley
// diffuse, clear coat, sheen and a wrap-lit subsurface term), cascaded
// shadow maps with PCF for the sun, spherical-harmonics ambient, height fog,
// exposure, tone mapping and colour grading, with a dozen debug views.
//
// The G-buffer is in structured buffers (this corpus keeps to buffer
// resources): depth, octahedral normal + flags, albedo + AO, and material
// (roughness, metalness, reflectance, shading model).
//   prism -T cs_6_0 -E CSMain bench/corpus/tiled_lighting.hlsl

#define TILE_SIZE 16
#define GROUP_SIZE (TILE_SIZE * TILE_SIZE)
#define MAX_LIGHTS_PER_TILE 256
#define MAX_CASCADES 4
#define SHADOW_MAP_SIZE 2048
#define PCF_TAPS 16
#define PI 3.14159265358979
#define INV_PI 0.318309886183791
#define EPS 1e-5

#define LIGHT_POINT 0u
#define LIGHT_SPOT 1u
#define LIGHT_SPHERE 2u
#define LIGHT_TUBE 3u
#define LIGHT_RECT 4u

#define SHADING_STANDARD 0u
#define SHADING_CLEAR_COAT 1u
#define SHADING_CLOTH 2u
#define SHADING_SUBSURFACE 3u
#define SHADING_UNLIT 4u

#define DEBUG_NONE 0u
#define DEBUG_ALBEDO 1u
#define DEBUG_NORMAL 2u
#define DEBUG_ROUGHNESS 3u
#define DEBUG_METALNESS 4u
#define DEBUG_DEPTH 5u
#define DEBUG_LIGHT_COUNT 6u
#define DEBUG_SHADOW_CASCADE 7u
#define DEBUG_SHADOW 8u
#define DEBUG_DIFFUSE 9u
#define DEBUG_SPECULAR 10u
#define DEBUG_AMBIENT 11u
#define DEBUG_FOG 12u
#define DEBUG_TILE_DEPTH 13u

struct Light
{
    float3 positionWS;
    float range;
    float3 color;
    float intensity;
    float3 directionWS;     // spot axis, tube axis, rect normal
    float spotCosOuter;
    float spotCosInner;
    float sourceRadius;     // sphere and tube radius
    float tubeLength;
    uint type;
    float3 rectRight;       // rect half-extent vectors
    float shadowIndex;
    float3 rectUp;
    float specularScale;
};

struct SurfaceData
{
    float3 positionVS;
    float3 positionWS;
    float3 normalWS;
    float3 viewWS;
    float3 albedo;
    float ao;
    float roughness;
    float metalness;
    float reflectance;
    uint shadingModel;
    float clearCoat;
    float clearCoatRoughness;
    float3 sheenColor;
    float3 subsurfaceColor;
    float thickness;
    float depth;
};

struct BrdfData
{
    float3 diffuseColor;
    float3 f0;
    float alpha;
    float alpha2;
    float perceptualRoughness;
    float NdotV;
    float3 energyCompensation;
};

struct LightResult
{
    float3 diffuse;
    float3 specular;
};

cbuffer FrameConstants : register(b0)
{
    float4x4 View;
    float4x4 InvView;
    float4x4 Projection;
    float4x4 InvProjection;
    float4x4 ViewProjection;
    float3 CameraPositionWS;
    float NearPlane;
    float2 ScreenSize;
    float2 InvScreenSize;
    float FarPlane;
    uint TilesX;
    uint TilesY;
    uint LightCount;

    float3 SunDirectionWS;
    float SunIntensity;
    float3 SunColor;
    float SunAngularRadius;

    float4x4 CascadeViewProj[MAX_CASCADES];
    float4 CascadeSplits;          // view-space far distance of each cascade
    float4 CascadeBias;            // depth bias per cascade
    float4 CascadeNormalBias;
    uint CascadeCount;
    float ShadowSoftness;
    float ShadowFadeStart;
    float ShadowFadeEnd;

    float4 SHCoefficients[9];      // RGB spherical harmonics of the sky (w unused)
    float AmbientIntensity;
    float SpecularOcclusionPower;
    float MultiBounceAO;
    float EnvironmentMipCount;

    float3 FogColor;
    float FogDensity;
    float FogHeightFalloff;
    float FogHeightOffset;
    float FogStartDistance;
    float FogMaxOpacity;
    float3 FogInscatteringColor;
    float FogInscatteringExponent;

    float Exposure;
    float WhitePoint;
    uint ToneMapper;               // 0: none, 1: Reinhard, 2: ACES, 3: Uncharted 2, 4: AgX-like
    float Saturation;
    float3x3 ColorGrading;
    float3 Lift;
    float Contrast;
    float3 Gamma;
    float DitherStrength;
    float3 Gain;
    uint FrameIndex;

    uint DebugView;
    uint EnableShadows;
    uint EnableFog;
    uint EnableClearCoat;
};

StructuredBuffer<float> DepthBuffer : register(t1);
StructuredBuffer<float4> NormalBuffer : register(t2);     // octahedral xy, flags z, clearcoat w
StructuredBuffer<float4> AlbedoBuffer : register(t3);     // rgb albedo, a ambient occlusion
StructuredBuffer<float4> MaterialBuffer : register(t4);   // roughness, metal, reflectance, model
StructuredBuffer<Light> Lights : register(t5);
StructuredBuffer<float> ShadowMaps : register(t6);        // MAX_CASCADES maps of SHADOW_MAP_SIZE^2
RWStructuredBuffer<float4> OutputColor : register(u7);
RWStructuredBuffer<uint> TileLightCounts : register(u8);

groupshared uint sMinDepthBits;
groupshared uint sMaxDepthBits;
groupshared uint sTileLightCount;
groupshared uint sTileLights[MAX_LIGHTS_PER_TILE];
groupshared float4 sFrustumPlanes[6];

static const float2 PoissonDisk[PCF_TAPS] = {
    float2(-0.94201624, -0.39906216), float2(0.94558609, -0.76890725),
    float2(-0.094184101, -0.92938870), float2(0.34495938, 0.29387760),
    float2(-0.91588581, 0.45771432), float2(-0.81544232, -0.87912464),
    float2(-0.38277543, 0.27676845), float2(0.97484398, 0.75648379),
    float2(0.44323325, -0.97511554), float2(0.53742981, -0.47373420),
    float2(-0.26496911, -0.41893023), float2(0.79197514, 0.19090188),
    float2(-0.24188840, 0.99706507), float2(-0.81409955, 0.91437590),
    float2(0.19984126, 0.78641367), float2(0.14383161, -0.14100790)
};

static const float BayerMatrix[16] = {
    0.0 / 16.0, 8.0 / 16.0, 2.0 / 16.0, 10.0 / 16.0,
    12.0 / 16.0, 4.0 / 16.0, 14.0 / 16.0, 6.0 / 16.0,
    3.0 / 16.0, 11.0 / 16.0, 1.0 / 16.0, 9.0 / 16.0,
    15.0 / 16.0, 7.0 / 16.0, 13.0 / 16.0, 5.0 / 16.0
};

// ================================================================ utilities

float Square(float x) { return x * x; }
float Pow5(float x) { float x2 = x * x; return x2 * x2 * x; }
float MaxComponent(float3 v) { return max(v.x, max(v.y, v.z)); }

float LuminanceRec709(float3 c)
{
    return dot(c, float3(0.2126, 0.7152, 0.0722));
}

float3 DecodeOctahedral(float2 e)
{
    float3 n = float3(e.x, e.y, 1.0 - abs(e.x) - abs(e.y));
    if (n.z < 0)
    {
        float2 signs = float2(n.x >= 0 ? 1.0 : -1.0, n.y >= 0 ? 1.0 : -1.0);
        n.xy = (1.0 - abs(n.yx)) * signs;
    }
    return normalize(n);
}

float LinearizeDepth(float d)
{
    // Reversed-Z perspective: d = near / z.
    return NearPlane / max(d, EPS);
}

float3 ViewPositionFromDepth(float2 pixel, float depth)
{
    float2 ndc = (pixel + 0.5) * InvScreenSize * float2(2.0, -2.0) + float2(-1.0, 1.0);
    float4 clip = float4(ndc, depth, 1.0);
    float4 view = mul(InvProjection, clip);
    return view.xyz / view.w;
}

float3 ViewToWorld(float3 p)
{
    return mul(InvView, float4(p, 1.0)).xyz;
}

// ================================================================ G-buffer

SurfaceData LoadSurface(uint2 pixel)
{
    SurfaceData s;
    uint index = pixel.y * (uint)ScreenSize.x + pixel.x;
    float depth = DepthBuffer[index];
    float4 n = NormalBuffer[index];
    float4 a = AlbedoBuffer[index];
    float4 m = MaterialBuffer[index];
    s.depth = depth;
    s.positionVS = ViewPositionFromDepth((float2)pixel, depth);
    s.positionWS = ViewToWorld(s.positionVS);
    s.normalWS = DecodeOctahedral(n.xy * 2.0 - 1.0);
    s.viewWS = normalize(CameraPositionWS - s.positionWS);
    s.albedo = a.rgb;
    s.ao = a.a;
    s.roughness = clamp(m.x, 0.045, 1.0);
    s.metalness = saturate(m.y);
    s.reflectance = saturate(m.z);
    s.shadingModel = (uint)(m.w * 255.0 + 0.5) & 7u;
    s.clearCoat = n.w;
    s.clearCoatRoughness = clamp(n.z, 0.045, 1.0);
    s.sheenColor = sqrt(a.rgb) * 0.5;
    s.subsurfaceColor = a.rgb * float3(1.0, 0.4, 0.25);
    s.thickness = 1.0 - m.y;
    return s;
}

BrdfData PrepareBrdf(SurfaceData s)
{
    BrdfData b;
    b.diffuseColor = s.albedo * (1.0 - s.metalness);
    float dielectricF0 = 0.16 * s.reflectance * s.reflectance;
    b.f0 = lerp(float3(dielectricF0, dielectricF0, dielectricF0), s.albedo, s.metalness);
    b.perceptualRoughness = s.roughness;
    b.alpha = s.roughness * s.roughness;
    b.alpha2 = b.alpha * b.alpha;
    b.NdotV = max(dot(s.normalWS, s.viewWS), 1e-4);
    // Multiple-scattering energy compensation (a fit of the DFG integral).
    float dfgY = saturate(1.0 - b.perceptualRoughness) * 0.5 + 0.5 * b.NdotV;
    b.energyCompensation = 1.0 + b.f0 * (1.0 / max(dfgY, 0.1) - 1.0);
    return b;
}

// ================================================================ BRDF

float D_GGX(float NdotH, float alpha2)
{
    float f = (NdotH * alpha2 - NdotH) * NdotH + 1.0;
    return alpha2 / (PI * f * f + EPS);
}

float V_SmithGGXCorrelated(float NdotV, float NdotL, float alpha2)
{
    float lambdaV = NdotL * sqrt((NdotV - alpha2 * NdotV) * NdotV + alpha2);
    float lambdaL = NdotV * sqrt((NdotL - alpha2 * NdotL) * NdotL + alpha2);
    return 0.5 / (lambdaV + lambdaL + EPS);
}

float V_Kelemen(float LdotH)
{
    return 0.25 / max(LdotH * LdotH, 1e-4);
}

float3 F_Schlick(float3 f0, float f90, float VdotH)
{
    return f0 + (f90 - f0) * Pow5(1.0 - VdotH);
}

float F_SchlickScalar(float f0, float f90, float VdotH)
{
    return f0 + (f90 - f0) * Pow5(1.0 - VdotH);
}

float Fd_Burley(float NdotV, float NdotL, float LdotH, float roughness)
{
    float f90 = 0.5 + 2.0 * roughness * LdotH * LdotH;
    float lightScatter = F_SchlickScalar(1.0, f90, NdotL);
    float viewScatter = F_SchlickScalar(1.0, f90, NdotV);
    return lightScatter * viewScatter * INV_PI;
}

float D_Charlie(float roughness, float NdotH)
{
    float invAlpha = 1.0 / max(roughness, 1e-3);
    float cos2h = NdotH * NdotH;
    float sin2h = max(1.0 - cos2h, 0.0078125);
    return (2.0 + invAlpha) * pow(sin2h, invAlpha * 0.5) / (2.0 * PI);
}

float V_Neubelt(float NdotV, float NdotL)
{
    return saturate(1.0 / (4.0 * (NdotL + NdotV - NdotL * NdotV)));
}

LightResult EvaluateBrdf(SurfaceData s, BrdfData b, float3 L, float3 radiance, float specularScale)
{
    LightResult r;
    r.diffuse = float3(0, 0, 0);
    r.specular = float3(0, 0, 0);
    float3 N = s.normalWS;
    float3 V = s.viewWS;
    float3 H = normalize(V + L);
    float NdotL = dot(N, L);
    float NdotH = saturate(dot(N, H));
    float LdotH = saturate(dot(L, H));
    float VdotH = saturate(dot(V, H));

    switch (s.shadingModel)
    {
    case SHADING_UNLIT:
        return r;
    case SHADING_SUBSURFACE:
    {
        // Wrap lighting through thin parts, tinted by the subsurface colour.
        float wrap = 0.5;
        float scatter = saturate((NdotL + wrap) / Square(1.0 + wrap));
        float3 transmission = s.subsurfaceColor * saturate(dot(-L, V)) * s.thickness;
        r.diffuse += (scatter * s.subsurfaceColor + transmission) * radiance * b.diffuseColor * INV_PI;
        break;
    }
    default:
        break;
    }

    if (NdotL <= 0)
        return r;
    NdotL = saturate(NdotL);

    if (s.shadingModel == SHADING_CLOTH)
    {
        float D = D_Charlie(b.perceptualRoughness, NdotH);
        float Vis = V_Neubelt(b.NdotV, NdotL);
        r.specular += D * Vis * s.sheenColor * radiance * NdotL * specularScale;
        float diffuse = INV_PI * saturate((NdotL + 0.5) / 2.25);
        r.diffuse += b.diffuseColor * diffuse * radiance * NdotL;
        return r;
    }

    float D = D_GGX(NdotH, b.alpha2);
    float Vis = V_SmithGGXCorrelated(b.NdotV, NdotL, b.alpha2);
    float3 F = F_Schlick(b.f0, saturate(50.0 * dot(b.f0, float3(0.33, 0.33, 0.33))), VdotH);
    float3 specular = D * Vis * F * b.energyCompensation;
    float3 diffuse = b.diffuseColor * Fd_Burley(b.NdotV, NdotL, LdotH, b.perceptualRoughness);

    if (s.shadingModel == SHADING_CLEAR_COAT && EnableClearCoat != 0u)
    {
        float ccAlpha = Square(s.clearCoatRoughness);
        float Dc = D_GGX(NdotH, ccAlpha * ccAlpha);
        float Vc = V_Kelemen(LdotH);
        float Fc = F_SchlickScalar(0.04, 1.0, VdotH) * s.clearCoat;
        float attenuation = 1.0 - Fc;
        diffuse *= attenuation;
        specular = specular * attenuation + Dc * Vc * Fc;
    }

    r.diffuse += diffuse * radiance * NdotL;
    r.specular += specular * radiance * NdotL * specularScale;
    return r;
}

// ================================================================ lights

float DistanceAttenuation(float distSq, float range)
{
    float invRange = 1.0 / max(range, EPS);
    float factor = distSq * invRange * invRange;
    float smoothFactor = saturate(1.0 - factor * factor);
    return smoothFactor * smoothFactor / max(distSq, 1e-4);
}

float SpotAttenuation(Light l, float3 L)
{
    float cd = dot(-L, normalize(l.directionWS));
    float scale = 1.0 / max(l.spotCosInner - l.spotCosOuter, 1e-4);
    float offset = -l.spotCosOuter * scale;
    float a = saturate(cd * scale + offset);
    return a * a;
}

// Karis' representative point for sphere lights: the point on the sphere
// closest to the reflection ray, with the normalisation that keeps energy.
float3 SphereLightDirection(Light l, SurfaceData s, BrdfData b, out float normalization)
{
    float3 R = reflect(-s.viewWS, s.normalWS);
    float3 Lc = l.positionWS - s.positionWS;
    float3 centerToRay = dot(Lc, R) * R - Lc;
    float3 closest = Lc + centerToRay * saturate(l.sourceRadius / max(length(centerToRay), EPS));
    float dist = length(closest);
    float alphaPrime = saturate(b.alpha + l.sourceRadius / (2.0 * max(dist, EPS)));
    normalization = Square(b.alpha / max(alphaPrime, EPS));
    return closest / max(dist, EPS);
}

float3 TubeLightDirection(Light l, SurfaceData s, BrdfData b, out float normalization)
{
    float3 R = reflect(-s.viewWS, s.normalWS);
    float3 axis = normalize(l.directionWS);
    float3 p0 = l.positionWS - axis * l.tubeLength * 0.5 - s.positionWS;
    float3 p1 = l.positionWS + axis * l.tubeLength * 0.5 - s.positionWS;
    float3 ld = p1 - p0;
    float RdotLd = dot(R, ld);
    float t = (dot(R, p0) * RdotLd - dot(p0, ld)) / max(dot(ld, ld) - RdotLd * RdotLd, EPS);
    float3 closest = p0 + ld * saturate(t);
    float3 centerToRay = dot(closest, R) * R - closest;
    closest += centerToRay * saturate(l.sourceRadius / max(length(centerToRay), EPS));
    float dist = length(closest);
    float alphaPrime = saturate(b.alpha + (l.sourceRadius + l.tubeLength * 0.25) / (2.0 * max(dist, EPS)));
    normalization = b.alpha / max(alphaPrime, EPS);
    return closest / max(dist, EPS);
}

float3 RectLightDirection(Light l, SurfaceData s, out float formFactor)
{
    // The rectangle's form factor from its four corners (Lambert's formula).
    float3 n = normalize(l.directionWS);
    float3 c = l.positionWS - s.positionWS;
    float3 corners[4];
    corners[0] = c - l.rectRight - l.rectUp;
    corners[1] = c + l.rectRight - l.rectUp;
    corners[2] = c + l.rectRight + l.rectUp;
    corners[3] = c - l.rectRight + l.rectUp;
    float sum = 0;
    [unroll]
    for (uint i = 0; i < 4; i++)
    {
        float3 a = normalize(corners[i]);
        float3 bb = normalize(corners[(i + 1) & 3]);
        float cosTheta = clamp(dot(a, bb), -0.9999, 0.9999);
        float theta = acos(cosTheta);
        float3 crossed = cross(a, bb);
        sum += dot(s.normalWS, normalize(crossed)) * theta;
    }
    formFactor = max(sum * 0.5 * INV_PI, 0.0);
    bool facing = dot(-c, n) > 0;
    if (!facing)
        formFactor = 0;
    return normalize(c);
}

LightResult EvaluateLight(Light l, SurfaceData s, BrdfData b)
{
    LightResult r;
    r.diffuse = float3(0, 0, 0);
    r.specular = float3(0, 0, 0);
    float3 toLight = l.positionWS - s.positionWS;
    float distSq = dot(toLight, toLight);
    if (distSq > l.range * l.range)
        return r;
    float3 L = toLight * rsqrt(max(distSq, 1e-8));
    float3 radiance = l.color * l.intensity;
    float specularScale = l.specularScale;

    switch (l.type)
    {
    case LIGHT_POINT:
        radiance *= DistanceAttenuation(distSq, l.range);
        break;
    case LIGHT_SPOT:
        radiance *= DistanceAttenuation(distSq, l.range) * SpotAttenuation(l, L);
        break;
    case LIGHT_SPHERE:
    {
        float norm;
        float3 Ls = SphereLightDirection(l, s, b, norm);
        radiance *= DistanceAttenuation(distSq, l.range);
        LightResult d = EvaluateBrdf(s, b, L, radiance, 0.0);
        LightResult sp = EvaluateBrdf(s, b, Ls, radiance * norm, specularScale);
        r.diffuse = d.diffuse;
        r.specular = sp.specular;
        return r;
    }
    case LIGHT_TUBE:
    {
        float norm;
        float3 Lt = TubeLightDirection(l, s, b, norm);
        radiance *= DistanceAttenuation(distSq, l.range + l.tubeLength * 0.5);
        LightResult d = EvaluateBrdf(s, b, L, radiance, 0.0);
        LightResult sp = EvaluateBrdf(s, b, Lt, radiance * norm, specularScale);
        r.diffuse = d.diffuse;
        r.specular = sp.specular;
        return r;
    }
    case LIGHT_RECT:
    {
        float ff;
        float3 Lr = RectLightDirection(l, s, ff);
        radiance *= ff * saturate(1.0 - distSq / (l.range * l.range));
        return EvaluateBrdf(s, b, Lr, radiance, specularScale);
    }
    default:
        return r;
    }
    return EvaluateBrdf(s, b, L, radiance, specularScale);
}

// ================================================================ shadows

uint SelectCascade(float viewDepth)
{
    uint cascade = CascadeCount;
    [unroll]
    for (uint i = 0; i < MAX_CASCADES; i++)
    {
        if (i < CascadeCount && cascade == CascadeCount && viewDepth < CascadeSplits[i])
            cascade = i;
    }
    return cascade;
}

float SampleShadowMap(uint cascade, float2 uv, float compareDepth)
{
    if (any(uv < float2(0, 0)) || any(uv >= float2(1, 1)))
        return 1.0;
    uint2 texel = (uint2)(uv * SHADOW_MAP_SIZE);
    uint index = cascade * SHADOW_MAP_SIZE * SHADOW_MAP_SIZE + texel.y * SHADOW_MAP_SIZE + texel.x;
    return compareDepth <= ShadowMaps[index] ? 1.0 : 0.0;
}

float InterleavedGradientNoise(float2 pixel)
{
    float3 magic = float3(0.06711056, 0.00583715, 52.9829189);
    return frac(magic.z * frac(dot(pixel + (float)(FrameIndex % 64u) * 5.588238, magic.xy)));
}

float SunShadow(SurfaceData s, float2 pixel, out uint cascadeOut)
{
    float viewDepth = -s.positionVS.z;
    uint cascade = SelectCascade(viewDepth);
    cascadeOut = cascade;
    if (cascade >= CascadeCount || EnableShadows == 0u)
        return 1.0;
    float NdotL = saturate(dot(s.normalWS, -SunDirectionWS));
    float3 offsetPos = s.positionWS + s.normalWS * CascadeNormalBias[cascade] * (1.0 - NdotL);
    float4 shadowPos = mul(CascadeViewProj[cascade], float4(offsetPos, 1.0));
    shadowPos.xyz /= shadowPos.w;
    float2 uv = shadowPos.xy * float2(0.5, -0.5) + 0.5;
    float compareDepth = shadowPos.z - CascadeBias[cascade];

    float angle = InterleavedGradientNoise(pixel) * 2.0 * PI;
    float sa = sin(angle);
    float ca = cos(angle);
    float radius = ShadowSoftness / SHADOW_MAP_SIZE * (1.0 + (float)cascade);
    float lit = 0;
    [unroll]
    for (uint i = 0; i < PCF_TAPS; i++)
    {
        float2 p = PoissonDisk[i];
        float2 rotated = float2(p.x * ca - p.y * sa, p.x * sa + p.y * ca);
        lit += SampleShadowMap(cascade, uv + rotated * radius, compareDepth);
    }
    lit /= PCF_TAPS;

    // Blend into the next cascade near the split, fade out at the far end.
    float splitDist = CascadeSplits[cascade];
    float blend = saturate((splitDist - viewDepth) / (splitDist * 0.1));
    if (blend < 1.0 && cascade + 1 < CascadeCount)
    {
        float4 nextPos = mul(CascadeViewProj[cascade + 1], float4(offsetPos, 1.0));
        nextPos.xyz /= nextPos.w;
        float2 nextUv = nextPos.xy * float2(0.5, -0.5) + 0.5;
        float nextLit = SampleShadowMap(cascade + 1, nextUv, nextPos.z - CascadeBias[cascade + 1]);
        lit = lerp(nextLit, lit, blend);
    }
    float fade = saturate((viewDepth - ShadowFadeStart) / max(ShadowFadeEnd - ShadowFadeStart, EPS));
    return lerp(lit, 1.0, fade);
}

// ================================================================ ambient

float3 EvaluateSH9(float3 n)
{
    float3 r = SHCoefficients[0].rgb * 0.282095;
    r += SHCoefficients[1].rgb * 0.488603 * n.y;
    r += SHCoefficients[2].rgb * 0.488603 * n.z;
    r += SHCoefficients[3].rgb * 0.488603 * n.x;
    r += SHCoefficients[4].rgb * 1.092548 * n.x * n.y;
    r += SHCoefficients[5].rgb * 1.092548 * n.y * n.z;
    r += SHCoefficients[6].rgb * 0.315392 * (3.0 * n.z * n.z - 1.0);
    r += SHCoefficients[7].rgb * 1.092548 * n.x * n.z;
    r += SHCoefficients[8].rgb * 0.546274 * (n.x * n.x - n.y * n.y);
    return max(r, float3(0, 0, 0));
}

float3 GTAOMultiBounce(float visibility, float3 albedo)
{
    float3 a = 2.0404 * albedo - 0.3324;
    float3 b = -4.7951 * albedo + 0.6417;
    float3 c = 2.7552 * albedo + 0.6903;
    return max(float3(visibility, visibility, visibility), ((visibility * a + b) * visibility + c) * visibility);
}

float SpecularOcclusion(float NdotV, float ao, float roughness)
{
    return saturate(pow(NdotV + ao, exp2(-16.0 * roughness - 1.0)) - 1.0 + ao);
}

float2 EnvBRDFApprox(float NdotV, float roughness)
{
    float4 c0 = float4(-1, -0.0275, -0.572, 0.022);
    float4 c1 = float4(1, 0.0425, 1.04, -0.04);
    float4 r = roughness * c0 + c1;
    float a004 = min(r.x * r.x, exp2(-9.28 * NdotV)) * r.x + r.y;
    return float2(-1.04, 1.04) * a004 + r.zw;
}

LightResult Ambient(SurfaceData s, BrdfData b)
{
    LightResult r;
    float3 irradiance = EvaluateSH9(s.normalWS) * AmbientIntensity;
    float3 ao = MultiBounceAO > 0 ? GTAOMultiBounce(s.ao, s.albedo) : float3(s.ao, s.ao, s.ao);
    r.diffuse = b.diffuseColor * irradiance * ao;
    float3 R = reflect(-s.viewWS, s.normalWS);
    // No environment map in this corpus: the SH in the reflected direction,
    // sharpened by roughness, stands in for prefiltered radiance.
    float3 prefiltered = lerp(EvaluateSH9(R), irradiance, b.perceptualRoughness) * AmbientIntensity;
    float2 ab = EnvBRDFApprox(b.NdotV, b.perceptualRoughness);
    float specOcc = pow(SpecularOcclusion(b.NdotV, s.ao, b.alpha), SpecularOcclusionPower);
    r.specular = prefiltered * (b.f0 * ab.x + ab.y) * specOcc * b.energyCompensation;
    return r;
}

// ================================================================ fog

float3 ApplyHeightFog(float3 color, SurfaceData s, out float fogAmount)
{
    fogAmount = 0;
    if (EnableFog == 0u)
        return color;
    float3 rayWS = s.positionWS - CameraPositionWS;
    float rayLength = length(rayWS);
    float3 rayDir = rayWS / max(rayLength, EPS);
    float startDistance = max(rayLength - FogStartDistance, 0.0);
    float cameraHeight = CameraPositionWS.y - FogHeightOffset;
    float falloff = max(FogHeightFalloff, 1e-4);
    float densityAtCamera = FogDensity * exp(-falloff * cameraHeight);
    float heightDelta = rayDir.y * startDistance;
    float integral;
    if (abs(heightDelta) > 1e-3)
        integral = densityAtCamera * (1.0 - exp(-falloff * heightDelta)) / (falloff * rayDir.y);
    else
        integral = densityAtCamera * startDistance;
    fogAmount = min(1.0 - exp(-max(integral, 0.0)), FogMaxOpacity);
    float sunAmount = pow(saturate(dot(rayDir, -SunDirectionWS)), FogInscatteringExponent);
    float3 fog = lerp(FogColor, FogInscatteringColor * SunColor, sunAmount);
    return lerp(color, fog, fogAmount);
}

// ================================================================ tone mapping

float3 ToneMapReinhard(float3 c)
{
    float l = LuminanceRec709(c);
    float lw2 = WhitePoint * WhitePoint;
    float scale = (1.0 + l / lw2) / (1.0 + l);
    return c * scale;
}

float3 ToneMapACES(float3 x)
{
    // Narkowicz's fit of the ACES RRT + ODT.
    float a = 2.51;
    float b = 0.03;
    float c = 2.43;
    float d = 0.59;
    float e = 0.14;
    return saturate((x * (a * x + b)) / (x * (c * x + d) + e));
}

float3 Uncharted2Curve(float3 x)
{
    float A = 0.15;
    float B = 0.50;
    float C = 0.10;
    float D = 0.20;
    float E = 0.02;
    float F = 0.30;
    return ((x * (A * x + C * B) + D * E) / (x * (A * x + B) + D * F)) - E / F;
}

float3 ToneMapUncharted2(float3 c)
{
    float3 curr = Uncharted2Curve(c * 2.0);
    float3 whiteScale = 1.0 / Uncharted2Curve(float3(WhitePoint, WhitePoint, WhitePoint));
    return curr * whiteScale;
}

float3 AgxContrast(float3 x)
{
    float3 x2 = x * x;
    float3 x4 = x2 * x2;
    return 15.5 * x4 * x2 - 40.14 * x4 * x + 31.96 * x4 - 6.868 * x2 * x + 0.4298 * x2 + 0.1191 * x - 0.00232;
}

float3 ToneMapAgxLike(float3 c)
{
    float3x3 inset = float3x3(0.842479062253094, 0.0423282422610123, 0.0423756549057051,
                              0.0784335999999992, 0.878468636469772, 0.0784336,
                              0.0792237451477643, 0.0791661274605434, 0.879142973793104);
    float3 v = mul(inset, c);
    float minEv = -12.47393;
    float maxEv = 4.026069;
    v = clamp(log2(max(v, 1e-10)), minEv, maxEv);
    v = (v - minEv) / (maxEv - minEv);
    return saturate(AgxContrast(v));
}

float3 ToneMap(float3 c)
{
    c *= Exposure;
    switch (ToneMapper)
    {
    case 1:
        return ToneMapReinhard(c);
    case 2:
        return ToneMapACES(c);
    case 3:
        return ToneMapUncharted2(c);
    case 4:
        return ToneMapAgxLike(c);
    default:
        return saturate(c);
    }
}

float3 ColorGrade(float3 c)
{
    c = mul(ColorGrading, c);
    float l = LuminanceRec709(c);
    c = lerp(float3(l, l, l), c, Saturation);
    c = (c - 0.18) * Contrast + 0.18;
    c = max(c, float3(0, 0, 0));
    c = c * Gain + Lift * (1.0 - c);
    c = pow(max(c, float3(0, 0, 0)), 1.0 / max(Gamma, float3(0.01, 0.01, 0.01)));
    return saturate(c);
}

float3 LinearToSRGB(float3 c)
{
    float3 lo = c * 12.92;
    float3 hi = 1.055 * pow(max(c, float3(0, 0, 0)), 1.0 / 2.4) - 0.055;
    return float3(c.r <= 0.0031308 ? lo.r : hi.r, c.g <= 0.0031308 ? lo.g : hi.g, c.b <= 0.0031308 ? lo.b : hi.b);
}

float3 Dither(float3 c, uint2 pixel)
{
    float d = BayerMatrix[(pixel.y & 3u) * 4u + (pixel.x & 3u)] - 0.5;
    return c + d * DitherStrength / 255.0;
}

float3 Heatmap(float t)
{
    t = saturate(t);
    float3 r = float3(0, 0, 0);
    if (t < 0.25)
        r = lerp(float3(0, 0, 0.5), float3(0, 0, 1), t * 4.0);
    else if (t < 0.5)
        r = lerp(float3(0, 0, 1), float3(0, 1, 0), (t - 0.25) * 4.0);
    else if (t < 0.75)
        r = lerp(float3(0, 1, 0), float3(1, 1, 0), (t - 0.5) * 4.0);
    else
        r = lerp(float3(1, 1, 0), float3(1, 0, 0), (t - 0.75) * 4.0);
    return r;
}

// ================================================================ culling

float4 PlaneFromPoints(float3 a, float3 b, float3 c)
{
    float3 n = normalize(cross(b - a, c - a));
    return float4(n, -dot(n, a));
}

void BuildTileFrustum(uint2 tile, float minZ, float maxZ)
{
    // Corners of the tile on the far plane, in view space.
    float2 tileMin = (float2)(tile * TILE_SIZE);
    float2 tileMax = tileMin + TILE_SIZE;
    float3 c0 = ViewPositionFromDepth(float2(tileMin.x, tileMin.y), 1e-4);
    float3 c1 = ViewPositionFromDepth(float2(tileMax.x, tileMin.y), 1e-4);
    float3 c2 = ViewPositionFromDepth(float2(tileMax.x, tileMax.y), 1e-4);
    float3 c3 = ViewPositionFromDepth(float2(tileMin.x, tileMax.y), 1e-4);
    float3 eye = float3(0, 0, 0);
    sFrustumPlanes[0] = PlaneFromPoints(eye, c0, c3);  // left
    sFrustumPlanes[1] = PlaneFromPoints(eye, c2, c1);  // right
    sFrustumPlanes[2] = PlaneFromPoints(eye, c1, c0);  // top
    sFrustumPlanes[3] = PlaneFromPoints(eye, c3, c2);  // bottom
    sFrustumPlanes[4] = float4(0, 0, -1, -minZ);       // near (view looks down -z)
    sFrustumPlanes[5] = float4(0, 0, 1, maxZ);         // far
}

bool SphereInFrustum(float3 centerVS, float radius)
{
    bool inside = true;
    [unroll]
    for (uint i = 0; i < 6; i++)
    {
        float4 p = sFrustumPlanes[i];
        if (dot(p.xyz, centerVS) + p.w < -radius)
            inside = false;
    }
    return inside;
}

bool ConeInFrustum(Light l, float3 centerVS)
{
    // A bounding sphere of the spot cone, tighter than the light's range.
    float3 dirVS = normalize(mul((float3x3)View, l.directionWS));
    float cosOuter = max(l.spotCosOuter, 0.1);
    float radius = l.range * 0.5 / (cosOuter * cosOuter);
    float3 center = centerVS + dirVS * min(radius, l.range);
    return SphereInFrustum(center, min(radius, l.range));
}

void CullLights(uint gi)
{
    for (uint i = gi; i < LightCount; i += GROUP_SIZE)
    {
        Light l = Lights[i];
        float3 centerVS = mul(View, float4(l.positionWS, 1.0)).xyz;
        float radius = l.range;
        if (l.type == LIGHT_TUBE)
            radius += l.tubeLength * 0.5;
        else if (l.type == LIGHT_RECT)
            radius += length(l.rectRight) + length(l.rectUp);
        bool visible = l.type == LIGHT_SPOT ? ConeInFrustum(l, centerVS) : SphereInFrustum(centerVS, radius);
        if (visible)
        {
            uint slot;
            InterlockedAdd(sTileLightCount, 1u, slot);
            if (slot < MAX_LIGHTS_PER_TILE)
                sTileLights[slot] = i;
        }
    }
}

// ================================================================ main

[shader("compute")]
[numthreads(TILE_SIZE, TILE_SIZE, 1)]
void CSMain(uint3 gid : SV_GroupID, uint3 dtid : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    uint2 pixel = dtid.xy;
    bool onScreen = pixel.x < (uint)ScreenSize.x && pixel.y < (uint)ScreenSize.y;

    if (gi == 0)
    {
        sMinDepthBits = 0x7f7fffffu;
        sMaxDepthBits = 0;
        sTileLightCount = 0;
    }
    GroupMemoryBarrierWithGroupSync();

    SurfaceData s;
    float viewZ = FarPlane;
    bool background = true;
    if (onScreen)
    {
        s = LoadSurface(pixel);
        background = s.depth <= 0.0;
        if (!background)
        {
            viewZ = -s.positionVS.z;
            // Positive floats order like their bits: min/max through uint atomics.
            uint bits = asuint(viewZ);
            uint waveMin = WaveActiveMin(bits);
            uint waveMax = WaveActiveMax(bits);
            if (WaveIsFirstLane())
            {
                InterlockedMin(sMinDepthBits, waveMin);
                InterlockedMax(sMaxDepthBits, waveMax);
            }
        }
    }
    else
    {
        s = LoadSurface(uint2(0, 0));
    }
    GroupMemoryBarrierWithGroupSync();

    float minZ = asfloat(sMinDepthBits);
    float maxZ = asfloat(sMaxDepthBits);
    if (gi == 0)
        BuildTileFrustum(gid.xy, minZ, maxZ);
    GroupMemoryBarrierWithGroupSync();

    CullLights(gi);
    GroupMemoryBarrierWithGroupSync();

    uint tileLightCount = min(sTileLightCount, (uint)MAX_LIGHTS_PER_TILE);
    if (gi == 0)
        TileLightCounts[gid.y * TilesX + gid.x] = tileLightCount;
    if (!onScreen)
        return;

    uint outIndex = pixel.y * (uint)ScreenSize.x + pixel.x;
    if (background)
    {
        float3 sky = EvaluateSH9(-normalize(ViewToWorld(ViewPositionFromDepth((float2)pixel, 1e-4)) - CameraPositionWS));
        OutputColor[outIndex] = float4(LinearToSRGB(ColorGrade(ToneMap(sky))), 1.0);
        return;
    }

    BrdfData b = PrepareBrdf(s);
    LightResult total;
    total.diffuse = float3(0, 0, 0);
    total.specular = float3(0, 0, 0);

    // The sun.
    uint cascade;
    float shadow = SunShadow(s, (float2)pixel, cascade);
    LightResult sun = EvaluateBrdf(s, b, -SunDirectionWS, SunColor * SunIntensity * shadow, 1.0);
    total.diffuse += sun.diffuse;
    total.specular += sun.specular;

    // The tile's lights.
    [loop]
    for (uint i = 0; i < tileLightCount; i++)
    {
        Light l = Lights[sTileLights[i]];
        LightResult r = EvaluateLight(l, s, b);
        total.diffuse += r.diffuse;
        total.specular += r.specular;
    }

    LightResult amb = Ambient(s, b);
    float3 color = total.diffuse + total.specular + amb.diffuse + amb.specular;
    if (s.shadingModel == SHADING_UNLIT)
        color = s.albedo;

    float fogAmount;
    color = ApplyHeightFog(color, s, fogAmount);
    float3 display = LinearToSRGB(ColorGrade(ToneMap(color)));
    display = Dither(display, pixel);

    switch (DebugView)
    {
    case DEBUG_ALBEDO:
        display = s.albedo;
        break;
    case DEBUG_NORMAL:
        display = s.normalWS * 0.5 + 0.5;
        break;
    case DEBUG_ROUGHNESS:
        display = float3(s.roughness, s.roughness, s.roughness);
        break;
    case DEBUG_METALNESS:
        display = float3(s.metalness, s.metalness, s.metalness);
        break;
    case DEBUG_DEPTH:
    {
        float d = saturate(viewZ / FarPlane);
        display = float3(d, d, d);
        break;
    }
    case DEBUG_LIGHT_COUNT:
        display = Heatmap((float)tileLightCount / 64.0);
        break;
    case DEBUG_SHADOW_CASCADE:
    {
        float3 colors[5] = { float3(1, 0, 0), float3(0, 1, 0), float3(0, 0, 1), float3(1, 1, 0), float3(0.2, 0.2, 0.2) };
        display = colors[min(cascade, 4u)] * (0.5 + 0.5 * shadow);
        break;
    }
    case DEBUG_SHADOW:
        display = float3(shadow, shadow, shadow);
        break;
    case DEBUG_DIFFUSE:
        display = LinearToSRGB(ToneMap(total.diffuse));
        break;
    case DEBUG_SPECULAR:
        display = LinearToSRGB(ToneMap(total.specular));
        break;
    case DEBUG_AMBIENT:
        display = LinearToSRGB(ToneMap(amb.diffuse + amb.specular));
        break;
    case DEBUG_FOG:
        display = float3(fogAmount, fogAmount, fogAmount);
        break;
    case DEBUG_TILE_DEPTH:
        display = float3(minZ / FarPlane, maxZ / FarPlane, 0);
        break;
    default:
        break;
    }
    OutputColor[outIndex] = float4(display, 1.0);
}
