// A struct template's member types, named from outside through the
// template-id (typename Box<T>::value_type, Box<float>::Inner).
// glslang: rejects (no templates)
template<typename T>
struct Box
{
    typedef T value_type;
    struct Inner
    {
        T a;
        T b;
    };
    Inner pair;
};

template<typename T>
typename Box<T>::value_type first_of(Box<T> b)
{
    return b.pair.a;
}

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Box<float> b;
    Box<float>::Inner inner = { 1.5, (float)id.x };
    b.pair = inner;
    typename Box<float>::value_type v = first_of(b);
    Out[id.x] = v + b.pair.b;
}
