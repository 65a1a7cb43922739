// One operator with several overloads: by the right operand's type
// (Vec2 * Vec2, Vec2 * float, Vec2 * int), the best conversion wins.
// glslang: rejects (no operator overloading)
struct Vec2
{
    float x, y;
    Vec2 operator*(Vec2 o) { Vec2 r = { x * o.x, y * o.y }; return r; }
    Vec2 operator*(float k) { Vec2 r = { x * k, y * k }; return r; }
    Vec2 operator*(int k) { Vec2 r = { x * k + 0.5, y * k + 0.5 }; return r; }
};

RWStructuredBuffer<float2> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Vec2 a = { 1, 2 };
    Vec2 b = { (float)id.x, 3 };
    Vec2 c = a * b;          /* Vec2 */
    Vec2 d = c * 2.0f;       /* float */
    Vec2 e = d * 2;          /* int: the literal's best match */
    Out[id.x] = float2(e.x, e.y);
}
