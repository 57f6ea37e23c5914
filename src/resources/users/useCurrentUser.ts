import { useGetIdentity } from 'react-admin';

/** The signed-in user's id and whether they are the super admin (authProvider.getIdentity normalises the role). */
export const useCurrentUser = () => {
  const { identity, isPending } = useGetIdentity();
  return {
    id: identity?.id,
    isSuperAdmin: identity?.role === 'super_admin',
    isPending,
  };
};
