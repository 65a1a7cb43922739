// Static methods and static data members of struct templates, called as
// S<T>::make(); each instance has its own static data.
// glslang: rejects (no templates)
template<typename T>
struct Counter
{
    static uint calls;
    T value;
    static Counter make(T v)
    {
        Counter c;
        c.value = v;
        return c;
    }
};

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Counter<float> a = Counter<float>::make(id.x * 0.5);
    Counter<int> b = Counter<int>::make(-3);
    Counter<float>::calls += 2;
    Counter<int>::calls += 1;
    Out[id.x] = a.value + b.value + Counter<float>::calls * 10 + Counter<int>::calls;
}
