/* in progress */
int
main (void)
{
  return 0;
}
