// A struct template deriving from another instance (Named<T> : Value<T>):
// the base's fields come first and its methods are inherited.
// glslang: rejects (no templates)
template<typename T>
struct Value
{
    T v;
    T doubled() { return v + v; }
};

template<typename T>
struct Named : Value<T>
{
    uint id;
    T plus_id() { return doubled() + (T)id; }
};

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Named<float> n;
    n.v = 1.25;
    n.id = id.x;
    Value<float> base = (Value<float>)n;
    Out[id.x] = n.plus_id() + base.doubled() + n.doubled();
}
