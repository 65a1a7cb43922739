// One simulation step of a GPU particle system with SPH-style fluid forces,
// as a game engine's effects system runs it every frame: emission from a dead
// list, forces (gravity, drag, wind with turbulence, point attractors and
// vortices from the constant buffer), density and pressure from a uniform
// grid of neighbours, viscosity, collision against planes, spheres and boxes
// with restitution and friction, integration (semi-implicit Euler or
// velocity Verlet, substepped), ageing and death with an alive/dead list
// append, and per-wave statistics for the profiler.
//   prism -T cs_6_0 -E CSMain bench/corpus/particles.hlsl

#define GROUP_SIZE 128
#define MAX_ATTRACTORS 8
#define MAX_PLANES 6
#define MAX_SPHERES 8
#define MAX_BOXES 4
#define MAX_NEIGHBOURS 48
#define PI 3.14159265358979

#define FLAG_ALIVE 1u
#define FLAG_COLLIDED 2u
#define FLAG_FLUID 4u
#define FLAG_STICKY 8u
#define FLAG_NEW 16u

struct Particle
{
    float3 position;
    float age;
    float3 velocity;
    float lifetime;
    float3 force;
    float mass;
    float density;
    float pressure;
    uint flags;
    uint seed;
    float4 color;
};

struct Attractor
{
    float3 position;
    float strength;
    float3 axis;        // vortex axis; zero for a plain attractor
    float radius;
};

struct Plane
{
    float3 normal;
    float distance;
};

struct Sphere
{
    float3 center;
    float radius;
};

struct Box
{
    float3 center;
    float pad0;
    float3 halfExtent;
    float pad1;
    float4x4 worldToBox;
};

cbuffer SimParams : register(b0)
{
    float DeltaTime;
    float Time;
    uint ParticleCapacity;
    uint EmitCount;

    float3 Gravity;
    float Drag;

    float3 WindDirection;
    float WindStrength;

    float TurbulenceScale;
    float TurbulenceStrength;
    float Restitution;
    float Friction;

    float SmoothingRadius;
    float RestDensity;
    float Stiffness;
    float Viscosity;

    float3 GridOrigin;
    float CellSize;
    uint3 GridDim;
    uint Substeps;

    float3 EmitPosition;
    float EmitRadius;
    float3 EmitVelocity;
    float EmitSpread;

    float EmitLifetime;
    float EmitLifetimeJitter;
    float EmitMass;
    uint Integrator;      // 0: semi-implicit Euler, 1: velocity Verlet

    float4 ColorStart;
    float4 ColorEnd;

    uint AttractorCount;
    uint PlaneCount;
    uint SphereCount;
    uint BoxCount;

    Attractor Attractors[MAX_ATTRACTORS];
    Plane Planes[MAX_PLANES];
    Sphere Spheres[MAX_SPHERES];
    Box Boxes[MAX_BOXES];
};

RWStructuredBuffer<Particle> Particles : register(u1);
RWStructuredBuffer<uint> DeadList : register(u2);     // [0] = count
RWStructuredBuffer<uint> AliveList : register(u3);    // [0] = count
StructuredBuffer<uint> CellStart : register(t4);      // first sorted index per cell
StructuredBuffer<uint> CellCount : register(t5);
StructuredBuffer<uint> SortedIndices : register(t6);
RWStructuredBuffer<uint> Counters : register(u7);     // stats for the profiler

groupshared uint sAliveCount;
groupshared uint sDeadCount;
groupshared uint sCollisions;

// ---------------------------------------------------------------- random

uint WangHash(uint s)
{
    s = (s ^ 61u) ^ (s >> 16);
    s *= 9u;
    s = s ^ (s >> 4);
    s *= 0x27d4eb2du;
    s = s ^ (s >> 15);
    return s;
}

float Random01(inout uint state)
{
    state = WangHash(state);
    return (float)(state & 0x00ffffffu) / 16777216.0;
}

float3 RandomInSphere(inout uint state)
{
    float u = Random01(state);
    float v = Random01(state);
    float w = Random01(state);
    float theta = 2.0 * PI * u;
    float phi = acos(2.0 * v - 1.0);
    float r = pow(w, 1.0 / 3.0);
    float s = sin(phi);
    return r * float3(s * cos(theta), s * sin(theta), cos(phi));
}

// ---------------------------------------------------------------- noise

float3 Hash33(float3 p)
{
    uint3 q = (uint3)(int3)floor(p) * uint3(1597334673u, 3812015801u, 2798796415u);
    q = (q.x ^ q.y ^ q.z) * uint3(1597334673u, 3812015801u, 2798796415u);
    return -1.0 + 2.0 * float3(q) * (1.0 / 4294967295.0);
}

float GradientNoise(float3 p)
{
    float3 i = floor(p);
    float3 f = frac(p);
    float3 u = f * f * (3.0 - 2.0 * f);
    float n000 = dot(Hash33(i + float3(0, 0, 0)), f - float3(0, 0, 0));
    float n100 = dot(Hash33(i + float3(1, 0, 0)), f - float3(1, 0, 0));
    float n010 = dot(Hash33(i + float3(0, 1, 0)), f - float3(0, 1, 0));
    float n110 = dot(Hash33(i + float3(1, 1, 0)), f - float3(1, 1, 0));
    float n001 = dot(Hash33(i + float3(0, 0, 1)), f - float3(0, 0, 1));
    float n101 = dot(Hash33(i + float3(1, 0, 1)), f - float3(1, 0, 1));
    float n011 = dot(Hash33(i + float3(0, 1, 1)), f - float3(0, 1, 1));
    float n111 = dot(Hash33(i + float3(1, 1, 1)), f - float3(1, 1, 1));
    float nx00 = lerp(n000, n100, u.x);
    float nx10 = lerp(n010, n110, u.x);
    float nx01 = lerp(n001, n101, u.x);
    float nx11 = lerp(n011, n111, u.x);
    float nxy0 = lerp(nx00, nx10, u.y);
    float nxy1 = lerp(nx01, nx11, u.y);
    return lerp(nxy0, nxy1, u.z);
}

// Curl of a vector potential made of three noise fields: divergence-free
// turbulence, so particles swirl without bunching up.
float3 CurlNoise(float3 p)
{
    const float e = 0.1;
    float3 dx = float3(e, 0, 0);
    float3 dy = float3(0, e, 0);
    float3 dz = float3(0, 0, e);
    float3 o1 = float3(31.4, 0, 0);
    float3 o2 = float3(0, 47.2, 0);
    float p1y = GradientNoise(p + o1 + dy) - GradientNoise(p + o1 - dy);
    float p1z = GradientNoise(p + o1 + dz) - GradientNoise(p + o1 - dz);
    float p2x = GradientNoise(p + o2 + dx) - GradientNoise(p + o2 - dx);
    float p2z = GradientNoise(p + o2 + dz) - GradientNoise(p + o2 - dz);
    float p3x = GradientNoise(p + dx) - GradientNoise(p - dx);
    float p3y = GradientNoise(p + dy) - GradientNoise(p - dy);
    return float3(p3y - p2z, p1z - p3x, p2x - p1y) / (2.0 * e);
}

// ---------------------------------------------------------------- SPH kernels

float Poly6(float r2, float h)
{
    float h2 = h * h;
    if (r2 >= h2)
        return 0;
    float d = h2 - r2;
    return 315.0 / (64.0 * PI * pow(h, 9.0)) * d * d * d;
}

float3 SpikyGradient(float3 r, float h)
{
    float len = length(r);
    if (len >= h || len < 1e-6)
        return float3(0, 0, 0);
    float d = h - len;
    return -45.0 / (PI * pow(h, 6.0)) * d * d * (r / len);
}

float ViscosityLaplacian(float r, float h)
{
    if (r >= h)
        return 0;
    return 45.0 / (PI * pow(h, 6.0)) * (h - r);
}

// ---------------------------------------------------------------- grid

int3 CellOf(float3 p)
{
    return (int3)floor((p - GridOrigin) / CellSize);
}

bool CellValid(int3 c)
{
    return all(c >= int3(0, 0, 0)) && c.x < (int)GridDim.x && c.y < (int)GridDim.y && c.z < (int)GridDim.z;
}

uint CellIndex(int3 c)
{
    return ((uint)c.z * GridDim.y + (uint)c.y) * GridDim.x + (uint)c.x;
}

void ComputeDensity(uint self, inout Particle p)
{
    int3 home = CellOf(p.position);
    float density = 0;
    uint visited = 0;
    [loop]
    for (int dz = -1; dz <= 1; dz++)
    {
        for (int dy = -1; dy <= 1; dy++)
        {
            for (int dx = -1; dx <= 1; dx++)
            {
                int3 c = home + int3(dx, dy, dz);
                if (!CellValid(c))
                    continue;
                uint cell = CellIndex(c);
                uint start = CellStart[cell];
                uint count = min(CellCount[cell], (uint)MAX_NEIGHBOURS);
                for (uint k = 0; k < count; k++)
                {
                    uint j = SortedIndices[start + k];
                    Particle q = Particles[j];
                    if ((q.flags & FLAG_ALIVE) == 0)
                        continue;
                    float3 r = p.position - q.position;
                    density += q.mass * Poly6(dot(r, r), SmoothingRadius);
                    visited++;
                }
            }
        }
    }
    p.density = max(density, RestDensity * 0.01);
    p.pressure = Stiffness * (p.density - RestDensity);
}

float3 FluidForces(uint self, Particle p)
{
    int3 home = CellOf(p.position);
    float3 pressureForce = float3(0, 0, 0);
    float3 viscosityForce = float3(0, 0, 0);
    [loop]
    for (int dz = -1; dz <= 1; dz++)
    {
        for (int dy = -1; dy <= 1; dy++)
        {
            for (int dx = -1; dx <= 1; dx++)
            {
                int3 c = home + int3(dx, dy, dz);
                if (!CellValid(c))
                    continue;
                uint cell = CellIndex(c);
                uint start = CellStart[cell];
                uint count = min(CellCount[cell], (uint)MAX_NEIGHBOURS);
                for (uint k = 0; k < count; k++)
                {
                    uint j = SortedIndices[start + k];
                    if (j == self)
                        continue;
                    Particle q = Particles[j];
                    if ((q.flags & FLAG_FLUID) == 0)
                        continue;
                    float3 r = p.position - q.position;
                    float dist = length(r);
                    if (dist >= SmoothingRadius)
                        continue;
                    float pressureTerm = (p.pressure + q.pressure) / (2.0 * q.density);
                    pressureForce -= q.mass * pressureTerm * SpikyGradient(r, SmoothingRadius);
                    viscosityForce += Viscosity * q.mass * (q.velocity - p.velocity) / q.density *
                                      ViscosityLaplacian(dist, SmoothingRadius);
                }
            }
        }
    }
    return pressureForce + viscosityForce;
}

// ---------------------------------------------------------------- forces

float3 AttractorForce(Attractor a, float3 position)
{
    float3 d = a.position - position;
    float dist2 = max(dot(d, d), 1e-4);
    float dist = sqrt(dist2);
    float falloff = saturate(1.0 - dist / max(a.radius, 1e-3));
    float3 pull = d / dist * a.strength * falloff / dist2;
    if (dot(a.axis, a.axis) > 0)
    {
        float3 axis = normalize(a.axis);
        float3 tangent = cross(axis, d / dist);
        pull += tangent * a.strength * falloff;
    }
    return pull;
}

float3 ExternalForces(Particle p)
{
    float3 f = Gravity * p.mass;
    f -= Drag * p.velocity * length(p.velocity);
    float3 wind = WindDirection * WindStrength;
    if (TurbulenceStrength > 0)
        wind += CurlNoise(p.position * TurbulenceScale + float3(0, Time * 0.3, 0)) * TurbulenceStrength;
    f += (wind - p.velocity) * 0.1;
    [loop]
    for (uint i = 0; i < AttractorCount && i < MAX_ATTRACTORS; i++)
        f += AttractorForce(Attractors[i], p.position) * p.mass;
    return f;
}

// ---------------------------------------------------------------- collisions

void Reflect(inout float3 velocity, float3 n)
{
    float vn = dot(velocity, n);
    if (vn >= 0)
        return;
    float3 normalPart = vn * n;
    float3 tangentPart = velocity - normalPart;
    velocity = tangentPart * (1.0 - Friction) - normalPart * Restitution;
}

bool CollidePlanes(inout float3 position, inout float3 velocity)
{
    bool hit = false;
    for (uint i = 0; i < PlaneCount && i < MAX_PLANES; i++)
    {
        Plane pl = Planes[i];
        float d = dot(position, pl.normal) + pl.distance;
        if (d < 0)
        {
            position -= d * pl.normal;
            Reflect(velocity, pl.normal);
            hit = true;
        }
    }
    return hit;
}

bool CollideSpheres(inout float3 position, inout float3 velocity)
{
    bool hit = false;
    for (uint i = 0; i < SphereCount && i < MAX_SPHERES; i++)
    {
        Sphere s = Spheres[i];
        float3 d = position - s.center;
        float dist = length(d);
        if (dist < s.radius && dist > 1e-6)
        {
            float3 n = d / dist;
            position = s.center + n * s.radius;
            Reflect(velocity, n);
            hit = true;
        }
    }
    return hit;
}

bool CollideBoxes(inout float3 position, inout float3 velocity)
{
    bool hit = false;
    for (uint i = 0; i < BoxCount && i < MAX_BOXES; i++)
    {
        Box b = Boxes[i];
        float3 local = mul(b.worldToBox, float4(position, 1.0)).xyz - b.center;
        float3 q = abs(local) - b.halfExtent;
        if (all(q < float3(0, 0, 0)))
        {
            // Push out along the axis of least penetration.
            float3 n = float3(0, 0, 0);
            float depth;
            if (q.x > q.y && q.x > q.z)
            {
                n.x = sign(local.x);
                depth = q.x;
            }
            else if (q.y > q.z)
            {
                n.y = sign(local.y);
                depth = q.y;
            }
            else
            {
                n.z = sign(local.z);
                depth = q.z;
            }
            float3x3 rot = (float3x3)b.worldToBox;
            float3 worldN = normalize(mul(n, rot));
            position -= worldN * depth;
            Reflect(velocity, worldN);
            hit = true;
        }
    }
    return hit;
}

// ---------------------------------------------------------------- integration

void Integrate(inout Particle p, float3 force, float dt)
{
    float3 accel = force / max(p.mass, 1e-4);
    if (Integrator == 1)
    {
        float3 half_v = p.velocity + 0.5 * dt * p.force / max(p.mass, 1e-4);
        p.position += half_v * dt;
        p.velocity = half_v + 0.5 * dt * accel;
    }
    else
    {
        p.velocity += accel * dt;
        p.position += p.velocity * dt;
    }
    p.force = force;
}

float4 ColorOverLife(Particle p)
{
    float t = saturate(p.age / max(p.lifetime, 1e-3));
    float4 c = lerp(ColorStart, ColorEnd, t * t * (3.0 - 2.0 * t));
    float speed = length(p.velocity);
    c.rgb *= 1.0 + 0.2 * saturate(speed * 0.1);
    if ((p.flags & FLAG_COLLIDED) != 0)
        c.rgb = lerp(c.rgb, float3(1, 0.5, 0.2), 0.3);
    return c;
}

// ---------------------------------------------------------------- emission

Particle Emit(uint index)
{
    Particle p;
    uint seed = WangHash(index * 7919u + (uint)(Time * 1000.0));
    p.position = EmitPosition + RandomInSphere(seed) * EmitRadius;
    p.velocity = EmitVelocity + RandomInSphere(seed) * EmitSpread;
    p.age = 0;
    p.lifetime = EmitLifetime + (Random01(seed) - 0.5) * EmitLifetimeJitter;
    p.force = float3(0, 0, 0);
    p.mass = EmitMass;
    p.density = RestDensity;
    p.pressure = 0;
    p.flags = FLAG_ALIVE | FLAG_NEW | (Random01(seed) < 0.5 ? FLAG_FLUID : 0u);
    p.seed = seed;
    p.color = ColorStart;
    return p;
}

void EmitFromDeadList(uint tid)
{
    if (tid >= EmitCount)
        return;
    uint previous;
    InterlockedAdd(DeadList[0], 0xffffffffu, previous);
    if (previous == 0 || previous > ParticleCapacity)
    {
        // Nothing dead to reuse: undo.
        InterlockedAdd(DeadList[0], 1u);
        return;
    }
    uint index = DeadList[previous];
    Particles[index] = Emit(index);
}

// ---------------------------------------------------------------- step

void Simulate(uint tid, uint gi)
{
    if (gi == 0)
    {
        sAliveCount = 0;
        sDeadCount = 0;
        sCollisions = 0;
    }
    GroupMemoryBarrierWithGroupSync();

    bool alive = false;
    bool died = false;
    bool collided = false;
    if (tid < ParticleCapacity)
    {
        Particle p = Particles[tid];
        if ((p.flags & FLAG_ALIVE) != 0)
        {
            float dt = DeltaTime / (float)max(Substeps, 1u);
            if ((p.flags & FLAG_FLUID) != 0)
                ComputeDensity(tid, p);
            [loop]
            for (uint s = 0; s < max(Substeps, 1u); s++)
            {
                float3 force = ExternalForces(p);
                if ((p.flags & FLAG_FLUID) != 0)
                    force += FluidForces(tid, p);
                Integrate(p, force, dt);
                bool hit = CollidePlanes(p.position, p.velocity);
                hit = CollideSpheres(p.position, p.velocity) || hit;
                hit = CollideBoxes(p.position, p.velocity) || hit;
                if (hit)
                {
                    p.flags |= FLAG_COLLIDED;
                    collided = true;
                    if ((p.flags & FLAG_STICKY) != 0)
                        p.velocity = float3(0, 0, 0);
                }
            }
            p.age += DeltaTime;
            p.flags &= ~FLAG_NEW;
            p.color = ColorOverLife(p);
            if (p.age >= p.lifetime || any(isnan(p.position)))
            {
                p.flags &= ~FLAG_ALIVE;
                died = true;
            }
            else
                alive = true;
            Particles[tid] = p;
        }
    }

    // Append to the alive and dead lists with one atomic per wave.
    uint aliveOffset = WavePrefixCountBits(alive);
    uint aliveTotal = WaveActiveCountBits(alive);
    uint aliveBase = 0;
    if (WaveIsFirstLane() && aliveTotal > 0)
        InterlockedAdd(AliveList[0], aliveTotal, aliveBase);
    aliveBase = WaveReadLaneFirst(aliveBase);
    if (alive)
        AliveList[1 + aliveBase + aliveOffset] = tid;

    uint deadOffset = WavePrefixCountBits(died);
    uint deadTotal = WaveActiveCountBits(died);
    uint deadBase = 0;
    if (WaveIsFirstLane() && deadTotal > 0)
        InterlockedAdd(DeadList[0], deadTotal, deadBase);
    deadBase = WaveReadLaneFirst(deadBase);
    if (died)
        DeadList[1 + deadBase + deadOffset] = tid;

    if (WaveIsFirstLane())
    {
        InterlockedAdd(sAliveCount, aliveTotal);
        InterlockedAdd(sDeadCount, deadTotal);
        InterlockedAdd(sCollisions, WaveActiveCountBits(collided));
    }
    GroupMemoryBarrierWithGroupSync();
    if (gi == 0)
    {
        InterlockedAdd(Counters[0], sAliveCount);
        InterlockedAdd(Counters[1], sDeadCount);
        InterlockedAdd(Counters[2], sCollisions);
    }
}

[shader("compute")]
[numthreads(GROUP_SIZE, 1, 1)]
void CSMain(uint3 dtid : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    EmitFromDeadList(dtid.x);
    DeviceMemoryBarrierWithGroupSync();
    Simulate(dtid.x, gi);
}
