define void @k(ptr addrspace(1) %out) {
e
define void @f() {
  foo bar
  ret void
}
