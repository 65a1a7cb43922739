// loop with continuing and break if; let and var; a renamed keyword clash.
@group(0) @binding(0) var<storage, read_write> data: array<i32>;

@compute @workgroup_size(1)
fn main() {
    var i = 0;
    var acc: i32 = 0;
    loop {
        if (i >= 10) { break; }
        let _module = data[i];
        acc += select(0, _module, _module > 0);
        continuing {
            i++;
            break if i == 8;
        }
    }
    data[0] = acc;
}
