// Methods declared in a struct and defined after it (float S::f() { }),
// static ones included; a definition sees the struct's members.
// glslang: rejects (out-of-line methods)
struct Ray
{
    float3 origin;
    float3 dir;
    float3 at(float t);
    float hit_plane(float height);
    static Ray make(float3 o, float3 d);
};

float3 Ray::at(float t)
{
    return origin + dir * t;
}

float Ray::hit_plane(float height)
{
    return (height - origin.y) / dir.y;
}

Ray Ray::make(float3 o, float3 d)
{
    Ray r = { o, normalize(d) };
    return r;
}

RWStructuredBuffer<float3> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Ray r = Ray::make(float3(0, 10, 0), float3(id.x, -1, 0));
    Out[id.x] = r.at(r.hit_plane(0));
}
