package org.voddesk.node.ssh;

import com.jcraft.jsch.Identity;
import com.jcraft.jsch.IdentityRepository;
import com.jcraft.jsch.KeyPair;
import java.util.Vector;

/**
 * A decrypted private key offered to JSch as the only identity of a session, so that each node uses exactly
 * the key its cluster-file entry names (JSch's own repository is shared by all sessions of a JSch instance).
 */
final class KeyPairIdentity implements Identity {
    private final String name;
    private final KeyPair keyPair;

    KeyPairIdentity(String name, KeyPair keyPair) {
        this.name = name;
        this.keyPair = keyPair;
    }

    @Override
    public boolean setPassphrase(byte[] passphrase) {
        return true;
    }

    @Override
    public byte[] getPublicKeyBlob() {
        return keyPair.getPublicKeyBlob();
    }

    @Override
    public byte[] getSignature(byte[] data) {
        return keyPair.getSignature(data);
    }

    @Override
    public byte[] getSignature(byte[] data, String algorithm) {
        return keyPair.getSignature(data, algorithm);
    }

    @Override
    public String getAlgName() {
        return keyPair.getKeyTypeString();
    }

    @Override
    public String getName() {
        return name;
    }

    @Override
    public boolean isEncrypted() {
        return false;
    }

    @Override
    public void clear() {
        // The key is shared by every session that uses the file; it is disposed when the console closes.
    }

    void dispose() {
        keyPair.dispose();
    }

    /** A repository holding just this identity. */
    IdentityRepository asRepository() {
        KeyPairIdentity self = this;
        return new IdentityRepository() {
            @Override
            public String getName() {
                return "voddesk:" + name;
            }

            @Override
            public int getStatus() {
                return RUNNING;
            }

            @Override
            public Vector<Identity> getIdentities() {
                Vector<Identity> v = new Vector<>(1);
                v.add(self);
                return v;
            }

            @Override
            public boolean add(byte[] identity) {
                return false;
            }

            @Override
            public boolean remove(byte[] blob) {
                return false;
            }

            @Override
            public void removeAll() {
                // Fixed content.
            }
        };
    }
}
